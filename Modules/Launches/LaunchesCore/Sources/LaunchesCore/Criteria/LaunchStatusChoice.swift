import Foundation

/// The statuses a launch list can be narrowed to (`--status`): `upcoming` (not launched yet: TBD, TBC, Go or
/// Hold), one live status, or an outcome. A source that reports no live status (the r/SpaceX data) knows only
/// upcoming, success and failure, and says so for the rest.
public enum LaunchStatusChoice: String, Sendable, Hashable, CaseIterable {
    /// Not launched yet: TBD, TBC, Go or Hold.
    case upcoming
    /// The date is to be determined.
    case toBeDetermined = "tbd"
    /// The date is to be confirmed.
    case toBeConfirmed = "tbc"
    /// Go for launch.
    case go
    /// The countdown is on hold.
    case hold
    /// Flying now.
    case inFlight = "in-flight"
    /// Succeeded.
    case success
    /// Failed.
    case failure
    /// Partly failed.
    case partialFailure = "partial-failure"

    /// The live statuses this choice stands for.
    public var reported: [ReportedLaunchStatus] {
        switch self {
        case .upcoming: ReportedLaunchStatus.known.filter(\.isBeforeLaunch)
        case .toBeDetermined: [.toBeDetermined]
        case .toBeConfirmed: [.toBeConfirmed]
        case .go: [.go]
        case .hold: [.hold]
        case .inFlight: [.inFlight]
        case .success: [.success]
        case .failure: [.failure]
        case .partialFailure: [.partialFailure]
        }
    }

    /// The word shown in a summary (`in flight`).
    public var label: String { rawValue.replacingOccurrences(of: "-", with: " ") }

    /// Every spelling accepted: the option's word and the status's own name (`In Flight`, `TBD`).
    var spellings: [String] {
        [rawValue] + (self == .upcoming ? [] : reported.map(\.rawValue))
    }
}
