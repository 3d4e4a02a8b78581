import Foundation

/// Turns what `spacex watch` learns into ``WatchEvent``s: the lead times (`--before`) reached before each timed
/// NET, and the changes a ``LaunchListDiff`` found between two answers that matter to someone waiting (a NET moved,
/// a scrub, Go, Hold, In Flight, the outcome, a webcast, leaving the list).
///
/// Pure but for what it remembers of the lead times already reported, so a replay can drive it at any moment.
public struct WatchEventDetector: Sendable {
    /// A NET that moves later by this much or more while the launch was due within ``scrubWindow`` is a scrub.
    public static let scrubShift: TimeInterval = 12 * 3_600
    /// How close the old NET must have been for a move to count as a scrub.
    public static let scrubWindow: TimeInterval = 24 * 3_600
    /// NET moves smaller than this are not reported (Launch Library refines 22:30:00 to 22:30:01).
    public static let smallestMove: TimeInterval = 60

    /// The lead times, in seconds before the NET, largest first.
    public let leadTimes: [TimeInterval]
    /// When watching began: lead times reached before it are not reported.
    public let start: Date
    /// Per launch and lead time, the NET it was reported for.
    private var reported: [String: [TimeInterval: Date]] = [:]

    /// A detector for `leadTimes` (seconds before the NET) from `start`.
    public init(leadTimes: [TimeInterval], start: Date) {
        self.leadTimes = Array(Set(leadTimes)).sorted(by: >)
        self.start = start
    }

    /// The events of `diff`, seen at `time`.
    public static func events(of diff: LaunchListDiff, at time: Date) -> [WatchEvent] {
        diff.entries.flatMap { entry in
            let facts = entry.after ?? entry.before
            return entry.changes.compactMap { change in
                kind(of: change, before: entry.before, at: time).map {
                    WatchEvent(kind: $0, time: time, launchID: entry.id, facts: facts, previous: entry.before)
                }
            }
        }
    }

    /// The event `change` makes, if it is one worth reporting.
    static func kind(of change: LaunchChange, before: LaunchFacts, at time: Date) -> WatchEvent.Kind? {
        switch change {
        case .net(let from, let to):
            if let shift = change.shift, abs(shift) < smallestMove { return nil }
            if let from, let to, to.timeIntervalSince(from) >= scrubShift,
                from.timeIntervalSince(time) < scrubWindow
            {
                return .scrubbed(from: from, to: to)
            }
            return .netMoved(from: from, to: to)
        case .status(_, let to?):
            switch to {
            case .go, .hold, .inFlight, .success, .failure, .partialFailure: return .status(to)
            default: return nil
            }
        case .webcast(_, let to?): return .webcast(to)
        case .leftList: return .leftList
        default: return nil
        }
    }

    /// The lead-time events reached at `now` among `launches` (id and facts) not reported yet: a launch whose NET
    /// is known to the hour or better, not yet past, whose NET less a lead time has come since watching began.
    /// A NET that moves by a minute or more arms its lead times again.
    public mutating func leadTimeEvents(_ launches: [(id: String, facts: LaunchFacts)], at now: Date) -> [WatchEvent] {
        var events: [WatchEvent] = []
        for (id, facts) in launches {
            guard let net = Self.timedNET(facts), now < net else { continue }
            for lead in leadTimes {
                let moment = net.addingTimeInterval(-lead)
                guard moment <= now, moment > start, !isReported(id, lead, net) else { continue }
                reported[id, default: [:]][lead] = net
                events.append(WatchEvent(kind: .leadTime(lead), time: moment, launchID: id, facts: facts))
            }
        }
        return events.sorted { $0.time < $1.time }
    }

    /// The next moment after `now` a lead time of `launches` is reached; nil when none is ahead.
    public func nextLeadTime(_ launches: [(id: String, facts: LaunchFacts)], after now: Date) -> Date? {
        var next: Date?
        for (id, facts) in launches {
            guard let net = Self.timedNET(facts) else { continue }
            for lead in leadTimes {
                let moment = net.addingTimeInterval(-lead)
                guard moment > now, moment > start, !isReported(id, lead, net) else { continue }
                next = min(next ?? moment, moment)
            }
        }
        return next
    }

    private func isReported(_ id: String, _ lead: TimeInterval, _ net: Date) -> Bool {
        guard let earlier = reported[id]?[lead] else { return false }
        return abs(net.timeIntervalSince(earlier)) < Self.smallestMove
    }

    /// The NET of `facts` when it is known to the hour or better (a lead time before a guessed day means nothing).
    public static func timedNET(_ facts: LaunchFacts) -> Date? {
        guard facts.datePrecision == .hour else { return nil }
        return facts.net
    }
}
