import Foundation

/// When `spacex watch` sends its next request: rarely far from T-0, more often near it, and never past the source's
/// hourly budget or a wait the source asked for.
///
/// A pure function of the clock, the watched launches' times and the requests already sent, so it is tested at any
/// moment of a replay without waiting. The budget is a rolling hour (as Launch Library counts it), and watch keeps
/// ``reserve`` requests of it for the user's other runs (`spacex next` in another tab must not be refused because
/// watch spent everything).
public struct WatchRequestPlan: Sendable, Equatable {
    /// Requests of the hourly budget watch leaves for the user's other runs.
    public static let reserve = 3

    /// The source's requests allowed per rolling hour; `nil` when it has no limit.
    public var requestsPerHour: Int?

    /// A plan for a source allowing `requestsPerHour` requests per rolling hour (`nil`: no limit).
    public init(requestsPerHour: Int?) {
        self.requestsPerHour = requestsPerHour
    }

    /// The requests watch may send in any rolling hour: the budget less ``reserve``, at least one.
    var watchBudget: Int? {
        requestsPerHour.map { max(1, $0 - Self.reserve) }
    }

    /// How long to wait between requests when the nearest launch is `untilLaunch` away (negative: it is past its
    /// NET, maybe in flight); `nil` when no launch has a time.
    public static func interval(untilLaunch: TimeInterval?) -> TimeInterval {
        guard let remaining = untilLaunch else { return 3_600 }
        switch remaining {
        case ..<(-3 * 3_600): return 3_600  // long past: the outcome is known or will not change soon
        case ..<(3_600): return 4 * 60  // the last hour, the launch and the flight after it
        case ..<(6 * 3_600): return 10 * 60
        case ..<(24 * 3_600): return 30 * 60
        default: return 3_600
        }
    }

    /// The time of the next request at `now`: the nearest launch is at `nearestLaunch` (`nil`: none has a time),
    /// `sent` lists the times of requests already sent (oldest first, any order accepted), and the source asked to
    /// wait until `waitUntil` (a 429, a saved wait). Never earlier than `now`.
    public func nextRequest(
        at now: Date, nearestLaunch: Date?, sent: [Date], waitUntil: Date? = nil
    ) -> Date {
        let sorted = sent.sorted()
        var next = now
        if let last = sorted.last {
            let interval = Self.interval(untilLaunch: nearestLaunch.map { $0.timeIntervalSince(now) })
            next = max(next, last.addingTimeInterval(interval))
        }
        if let budget = watchBudget {
            let recent = sorted.filter { $0 > next.addingTimeInterval(-3_600) }
            if recent.count >= budget {
                // The request that must leave the window first: the budget-th newest.
                next = max(next, recent[recent.count - budget].addingTimeInterval(3_600))
            }
        }
        if let waitUntil { next = max(next, waitUntil) }
        return next
    }
}
