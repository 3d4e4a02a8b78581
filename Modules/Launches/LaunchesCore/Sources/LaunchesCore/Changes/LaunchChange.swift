import Foundation

/// One thing that moved about a launch between two answers: what a change history records and a watcher reports.
public enum LaunchChange: Sendable, Hashable {
    /// The NET moved (or became known, or unknown).
    case net(from: Date?, to: Date?)
    /// The date became known more or less precisely: each side is a date precision with, to the hour, how finely.
    case precision(from: LaunchPrecision?, to: LaunchPrecision?)
    /// The status changed (TBD → Go → Hold → In Flight → Success).
    case status(from: ReportedLaunchStatus?, to: ReportedLaunchStatus?)
    /// The chance of launching changed, in percent.
    case probability(from: Int?, to: Int?)
    /// A webcast was announced, changed or withdrawn.
    case webcast(from: URL?, to: URL?)
    /// Another provider launches it (BlueBird Block 2 #2: SpaceX → Blue Origin).
    case provider(from: String?, to: String?)
    /// It flies on another rocket (Falcon 9 → New Glenn).
    case rocket(from: String?, to: String?)
    /// It left the list it was in (another provider's now, or withdrawn), though its NET lies within the list's span.
    case leftList

    /// How far the NET moved, in seconds (positive: later); nil for other changes or an unknown side.
    public var shift: TimeInterval? {
        guard case .net(let from?, let to?) = self else { return nil }
        return to.timeIntervalSince(from)
    }

    /// What moved between `before` and `after`, in a fixed order (NET, precision, status, probability, webcast,
    /// provider, rocket); a launch whose `after` is nil left the list. Empty when nothing compared moved.
    public static func between(_ before: LaunchFacts, _ after: LaunchFacts?) -> [LaunchChange] {
        guard let after else { return [.leftList] }
        var changes: [LaunchChange] = []
        if before.net != after.net { changes.append(.net(from: before.net, to: after.net)) }
        let precision = (LaunchPrecision(facts: before), LaunchPrecision(facts: after))
        if precision.0 != precision.1 { changes.append(.precision(from: precision.0, to: precision.1)) }
        if before.status != after.status { changes.append(.status(from: before.status, to: after.status)) }
        if before.probability != after.probability {
            changes.append(.probability(from: before.probability, to: after.probability))
        }
        if before.webcast != after.webcast { changes.append(.webcast(from: before.webcast, to: after.webcast)) }
        if before.provider != after.provider { changes.append(.provider(from: before.provider, to: after.provider)) }
        if before.rocket != after.rocket { changes.append(.rocket(from: before.rocket, to: after.rocket)) }
        return changes
    }
}

/// How precisely a NET is known: the date precision and, to the hour, how finely the time is known.
public struct LaunchPrecision: Sendable, Hashable {
    /// The date's precision.
    public var date: DatePrecision
    /// How finely a time known to the hour is known; nil when the date is coarser or the source does not say.
    public var time: TimePrecision?

    /// Creates a precision.
    public init(date: DatePrecision, time: TimePrecision? = nil) {
        self.date = date
        self.time = date == .hour ? time : nil
    }

    /// The precision of `facts`; nil when not given.
    init?(facts: LaunchFacts) {
        guard let date = facts.datePrecision else { return nil }
        self.init(date: date, time: facts.timePrecision)
    }
}
