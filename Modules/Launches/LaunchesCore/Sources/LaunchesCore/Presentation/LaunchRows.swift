import Foundation

/// The launches list's rows: each launch through ``LaunchPresenter`` in the list's time zone, reusing the last
/// rows while the launches, the zone and the minute are unchanged (rows say "in 3 min", so they age by minutes).
@MainActor
public final class LaunchRows {
    private let now: @Sendable () -> Date
    private var cache: Cache?

    /// Creates the rows, measured against `now`.
    public init(now: @escaping @Sendable () -> Date = { Date() }) {
        self.now = now
    }

    /// The rows for `launches`, dates shown in `timeZone`; with `countdowns` (Upcoming), each launch still to
    /// come shows its countdown, redone every minute.
    public func rows(for launches: [Launch], timeZone: TimeZone, countdowns: Bool = false) -> [LaunchRow] {
        let moment = now()
        let key = Cache.Key(
            timeZone: timeZone, minute: Int((moment.timeIntervalSince1970 / 60).rounded(.down)), countdowns: countdowns)
        if let cache, cache.key == key, cache.launches == launches { return cache.rows }
        let presenter = LaunchPresenter(timeZone: timeZone, now: moment)
        let rows = launches.map { presenter.row(for: $0, countdown: countdowns) }
        cache = Cache(key: key, launches: launches, rows: rows)
        return rows
    }

    /// The last computed rows and what they were computed from.
    private struct Cache {
        struct Key: Equatable {
            let timeZone: TimeZone
            let minute: Int
            let countdowns: Bool
        }

        let key: Key
        let launches: [Launch]
        let rows: [LaunchRow]
    }
}
