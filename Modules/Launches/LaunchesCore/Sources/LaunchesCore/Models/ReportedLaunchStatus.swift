import Foundation

/// The live status a source reports for a launch (Go, TBD, TBC, Hold, In Flight, Success, Failure, Partial
/// Failure, Payload Deployed), when it reports one; the r/SpaceX API does not, so its launches leave it nil and
/// their status is derived from `success` and the date (``LaunchStatus``).
///
/// Reading a name never fails: a value the app does not know becomes ``unknown(_:)``.
public enum ReportedLaunchStatus: Sendable, Hashable, CustomStringConvertible {
    /// Go for launch.
    case go
    /// The date is to be determined.
    case toBeDetermined
    /// The date is to be confirmed.
    case toBeConfirmed
    /// The countdown is on hold.
    case hold
    /// The vehicle is flying.
    case inFlight
    /// The payload is deployed; the outcome is not final yet.
    case payloadDeployed
    /// The launch succeeded.
    case success
    /// The launch failed.
    case failure
    /// The launch partly failed.
    case partialFailure
    /// A status the app does not know, kept as sent.
    case unknown(String)

    /// Every known status, in the order a launch goes through them.
    public static let known: [ReportedLaunchStatus] = [
        .toBeDetermined, .toBeConfirmed, .go, .hold, .inFlight, .payloadDeployed, .success, .partialFailure,
        .failure,
    ]

    /// Reads the short name (`Go`, `TBD`, `In Flight`, …), ignoring case; anything else is ``unknown(_:)``.
    public init(rawValue: String) {
        self = Self.known.first { $0.rawValue.lowercased() == rawValue.lowercased() } ?? .unknown(rawValue)
    }

    /// The short name, as the badge shows it.
    public var rawValue: String {
        switch self {
        case .go: "Go"
        case .toBeDetermined: "TBD"
        case .toBeConfirmed: "TBC"
        case .hold: "Hold"
        case .inFlight: "In Flight"
        case .payloadDeployed: "Payload Deployed"
        case .success: "Success"
        case .failure: "Failure"
        case .partialFailure: "Partial Failure"
        case .unknown(let raw): raw
        }
    }

    /// Whether the launch has not lifted off yet (TBD, TBC, Go or Hold).
    public var isBeforeLaunch: Bool {
        switch self {
        case .go, .toBeDetermined, .toBeConfirmed, .hold: true
        case .inFlight, .payloadDeployed, .success, .failure, .partialFailure, .unknown: false
        }
    }

    /// Whether the outcome is final (Success, Failure or Partial Failure).
    public var isFinal: Bool {
        switch self {
        case .success, .failure, .partialFailure: true
        case .go, .toBeDetermined, .toBeConfirmed, .hold, .inFlight, .payloadDeployed, .unknown: false
        }
    }

    public var description: String { rawValue }
}
