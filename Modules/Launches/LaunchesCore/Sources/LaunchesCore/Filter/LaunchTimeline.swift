import Foundation

/// Which part of time the launches list shows: everything (the archive), what is next (Upcoming) or what has
/// happened (Past). Source-neutral: each source turns it into its own request (a NET window and order for a live
/// source, its `upcoming` flag for a frozen one).
public enum LaunchTimeline: String, Sendable, Hashable, CaseIterable {
    /// Every launch, in the filter's sort order.
    case all
    /// Launches from the last 24 hours on (in flight, just landed), soonest first.
    case upcoming
    /// Launches before now, most recent first.
    case past

    /// How long a launch stays in Upcoming after its NET: in flight or just landed, as live services keep it.
    public static let upcomingGrace: TimeInterval = 24 * 3600

    /// "Upcoming", "Past", or nil for the whole archive.
    public var label: String? {
        switch self {
        case .all: nil
        case .upcoming: "Upcoming"
        case .past: "Past"
        }
    }

    /// The order the timeline reads in: Upcoming soonest first, Past most recent first.
    var sortOrder: LaunchSortOrder? {
        switch self {
        case .all: nil
        case .upcoming: .oldestFirst
        case .past: .newestFirst
        }
    }

    /// Upcoming ⇄ Past (the whole archive goes to Upcoming).
    public var toggled: LaunchTimeline { self == .upcoming ? .past : .upcoming }
}

extension LaunchTimeline {
    /// The next launch among `upcoming` (soonest first) at `now`: the first not yet flown whose NET is now or
    /// later, else the first not yet flown (a frozen source's "upcoming" set lies in its past), else nil.
    public static func next(among upcoming: [Launch], now: Date) -> Launch? {
        let pending = upcoming.filter { LaunchStatus(launch: $0, now: now).isPending }
        return pending.first { ($0.dateUtc ?? .distantPast) >= now } ?? pending.first
    }
}
