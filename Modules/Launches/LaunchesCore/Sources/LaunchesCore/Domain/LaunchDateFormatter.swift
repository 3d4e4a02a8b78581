import Foundation
import RepositoryDefinitions

/// Writes launch dates to the precision the API gives, in a fixed English format that does not depend on the
/// machine's locale.
///
/// Exact (hour) dates are shown in the chosen zone, plus the launch site's local time computed from the
/// launchpad's time zone (the API's `date_local` offset is sometimes wrong). Coarser dates (day, month, quarter,
/// half, year) are shown in UTC, because the API anchors them at UTC midnight: "Nov 2022" must not turn into
/// "Oct 2022" west of Greenwich. Pending launches are prefixed "NET" (no earlier than).
struct LaunchDateFormatter: Sendable, Hashable {
    /// The zone exact times are shown in.
    public let timeZone: TimeZone

    /// Creates a formatter for `timeZone`.
    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// The date text of `launch`, whose status decides the "NET" prefix.
    public func text(for launch: Launch, status: LaunchStatus) -> LaunchDateText {
        guard let date = launch.dateUtc else { return LaunchDateText(primary: "Date unknown") }
        let prefix = status.isPending ? "NET " : ""
        let primary = prefix + moment(date, precision: launch.datePrecision, time: launch.timePrecision)
        guard (launch.datePrecision ?? .hour) == .hour else { return LaunchDateText(primary: primary) }
        let time = launch.timePrecision
        let siteLocal = launch.launchpad?.timezone.flatMap(TimeZone.init(identifier:)).map { siteZone in
            Self.dateTime(date, in: siteZone, time: time) + " local (\(siteZone.identifier))"
        }
        return LaunchDateText(primary: primary, siteLocal: siteLocal)
    }

    /// `date` to `precision`: "24 Mar 2006, 22:30 UTC" in ``timeZone`` when known to the hour (as finely as `time`
    /// says), else in UTC as ``coarse(_:precision:)`` writes it; a date with no precision is taken to the hour.
    func moment(_ date: Date, precision: DatePrecision?, time: TimePrecision?) -> String {
        let precision = precision ?? .hour
        guard precision == .hour else { return Self.coarse(date, precision: precision) }
        return Self.dateTime(date, in: timeZone, time: time) + " " + Self.zoneLabel(timeZone, at: date)
    }

    /// Like "24 Mar 2006, 22:30" in `zone`, saying only what `time` says is known: "24 Mar 2006, about 22:00"
    /// for a time known to the hour (the nearest whole hour: Launch Library's 21:59 stands for the hour before
    /// 22:00), "24 Mar 2006, 22:30:15" to the second; minutes when the source says nothing (the r/SpaceX API).
    static func dateTime(_ date: Date, in zone: TimeZone, time: TimePrecision? = nil) -> String {
        let shown =
            time == .hour ? Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 3600).rounded() * 3600) : date
        let parts = CalendarDay.calendar(in: zone).dateComponents(
            [.year, .month, .day, .hour, .minute, .second], from: shown)
        let day = "\(parts.day ?? 1) \(MonthNames.abbreviation(of: parts.month ?? 1)) \(parts.year ?? 1970)"
        let clock = twoDigits(parts.hour ?? 0) + ":" + twoDigits(parts.minute ?? 0)
        switch time {
        case .hour: return day + ", about " + clock
        case .second: return day + ", " + clock + ":" + twoDigits(parts.second ?? 0)
        case .minute, nil: return day + ", " + clock
        }
    }

    /// "UTC" for UTC, else the offset in force at `date`, like "UTC-4" or "UTC+5:30".
    static func zoneLabel(_ zone: TimeZone, at date: Date) -> String {
        let offset = zone.secondsFromGMT(for: date)
        guard offset != 0 else { return "UTC" }
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        let text = minutes % 60 == 0 ? "\(minutes / 60)" : "\(minutes / 60):" + twoDigits(minutes % 60)
        return "UTC" + sign + text
    }

    /// A date to a precision coarser than the hour, in UTC: "24 Jul 2022", "Nov 2022", "Q4 2022", "H2 2022",
    /// "2022". Unknown precisions are shown as days.
    static func coarse(_ date: Date, precision: DatePrecision) -> String {
        let parts = CalendarDay.calendar(in: LaunchFilter.utc).dateComponents([.year, .month, .day], from: date)
        let year = parts.year ?? 1970
        let month = parts.month ?? 1
        switch precision {
        case .month: return "\(MonthNames.abbreviation(of: month)) \(year)"
        case .quarter: return "Q\((month - 1) / 3 + 1) \(year)"
        case .half: return "H\(month <= 6 ? 1 : 2) \(year)"
        case .year: return "\(year)"
        case .hour, .day, .unknown: return "\(parts.day ?? 1) \(MonthNames.abbreviation(of: month)) \(year)"
        }
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
