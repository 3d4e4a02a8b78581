import Foundation

/// The countdown to a launch that has not happened yet and whose time is known to the hour or better, like
/// `T-2d 04:12`: a pure function of the moment, the launch time and how finely that time is known, so the browser
/// redraws it as the clock moves and tests pin it with fixed clocks.
///
/// It never shows a unit finer than the precision: `T-2d 04:12:09` to the second, `T-2d 04:12` to the minute,
/// `T-2d 04h` to the hour. The smallest unit is rounded up, so the countdown shows at least one unit until the
/// launch time itself; from then on (and for launches dated only to a day or coarser) there is none.
public struct LaunchCountdown: Sendable, Hashable {
    /// Like `T-2d 04:12`, `T-00:03:10` or `T-04h`.
    public let text: String
    /// How often ``text`` can change: a second, or a minute when only the hour is known (the hour turns over on
    /// the minute at the latest).
    let refreshInterval: TimeInterval

    /// Launches further ahead than this get no countdown: the date says it better (and a wrong date far in the
    /// future never becomes a huge number).
    static let horizon: TimeInterval = 1000 * 86_400

    /// The countdown from `now` to `date` known to `precision`; nil once `date` is reached, or beyond the horizon.
    public init?(to date: Date, precision: TimePrecision, now: Date) {
        let remaining = date.timeIntervalSince(now)
        guard remaining > 0, remaining <= Self.horizon else { return nil }
        let unit = Self.seconds(in: precision)
        let total = Int((remaining / TimeInterval(unit)).rounded(.up)) * unit
        let days = total / 86_400
        let clock = Self.clock(
            hours: total % 86_400 / 3_600, minutes: total % 3_600 / 60, seconds: total % 60, precision)
        text = days > 0 ? "T-\(days)d \(clock)" : "T-\(clock)"
        refreshInterval = precision == .hour ? 60 : 1
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
