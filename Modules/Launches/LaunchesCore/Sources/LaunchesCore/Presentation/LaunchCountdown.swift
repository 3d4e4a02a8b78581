import Foundation

/// The countdown to a launch that has not happened yet and whose time is known to the hour or better, like
/// `T-2d 04:12`: a pure function of the moment, the launch time and how finely that time is known, so the browser
/// redraws it as the clock moves and tests pin it with fixed clocks.
///
/// It never shows a unit finer than the precision: `T-2d 04:12:09` to the second, `T-2d 04:12` to the minute,
/// `T-2d 04h` to the hour. The smallest unit is rounded up, so the countdown shows at least one unit until the
/// launch time itself. From T-0 it counts the time since (`T+00:03:12`, rounded down) while the source has not
/// reported the outcome, for up to ``awaitingWindow``; after that (and for launches dated only to a day or
/// coarser) there is none, and the launch is awaiting an update (``LaunchStatus``).
public struct LaunchCountdown: Sendable, Hashable {
    /// Like `T-2d 04:12`, `T-00:03:10` or `T-04h`; after T-0 `T+00:03:12`.
    public let text: String
    /// After T-0, what is known: "launched 3 min ago; awaiting the outcome"; nil before.
    public let sinceNote: String?
    /// How often ``text`` is checked for a change: every second whatever the precision, since its units turn
    /// over on the launch time's own second, not the clock's minute (a minute step drawn on the clock's minute
    /// showed `T-00:01` for up to a minute past T-0); only changed lines are written.
    let refreshInterval: TimeInterval

    /// Launches further ahead than this get no countdown: the date says it better (and a wrong date far in the
    /// future never becomes a huge number).
    static let horizon: TimeInterval = 1000 * 86_400

    /// How long after its time a launch with no outcome counts the time since; later it is awaiting an update.
    public static let awaitingWindow: TimeInterval = 86_400

    /// The countdown from `now` to `date` known to `precision`, or from T-0 the time since (up to
    /// ``awaitingWindow``); nil later, or beyond the horizon.
    public init?(to date: Date, precision: TimePrecision, now: Date) {
        let remaining = date.timeIntervalSince(now)
        guard remaining <= Self.horizon, -remaining < Self.awaitingWindow else { return nil }
        let unit = Self.seconds(in: precision)
        let isAfter = remaining <= 0
        let units = (abs(remaining) / TimeInterval(unit)).rounded(isAfter ? .down : .up)
        let total = Int(units) * unit
        let days = total / 86_400
        let clock = Self.clock(
            hours: total % 86_400 / 3_600, minutes: total % 3_600 / 60, seconds: total % 60, precision)
        let sign = isAfter ? "T+" : "T-"
        text = days > 0 ? "\(sign)\(days)d \(clock)" : "\(sign)\(clock)"
        sinceNote = isAfter ? "launched \(Self.ago(-remaining)); awaiting the outcome" : nil
        refreshInterval = 1
    }

    /// "just now", "3 min ago", "5 h ago".
    private static func ago(_ seconds: TimeInterval) -> String {
        let minutes = Int(seconds / 60)
        if minutes < 1 { return "just now" }
        return minutes < 60 ? "\(minutes) min ago" : "\(minutes / 60) h ago"
    }

    /// The countdown for `launch` at `now`, given its `status`: only while the launch is still to come (upcoming
    /// or a live status before lift-off) and its date is known to the hour; the time precision defaults to the
    /// hour when the source does not give one (the r/SpaceX API).
    public init?(launch: Launch, status: LaunchStatus, now: Date) {
        guard status.isPending, launch.datePrecision == .hour, let date = launch.dateUtc else { return nil }
        self.init(to: date, precision: launch.timePrecision ?? .hour, now: now)
    }

    private static func seconds(in precision: TimePrecision) -> Int {
        switch precision {
        case .second: 1
        case .minute: 60
        case .hour: 3_600
        }
    }

    /// The part under a day: `04:12:09`, `04:12` or `04h`.
    private static func clock(hours: Int, minutes: Int, seconds: Int, _ precision: TimePrecision) -> String {
        let hh = twoDigits(hours)
        switch precision {
        case .second: return "\(hh):\(twoDigits(minutes)):\(twoDigits(seconds))"
        case .minute: return "\(hh):\(twoDigits(minutes))"
        case .hour: return "\(hh)h"
        }
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
