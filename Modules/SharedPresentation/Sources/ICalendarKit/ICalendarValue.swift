import Foundation

/// Values in their iCalendar form: UTC date-times, dates and durations (RFC 5545 sections 3.3.4, 3.3.5, 3.3.6).
public enum ICalendarValue {
    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
        return calendar
    }()

    /// `date` as a UTC date-time, to the second: `20260522T223000Z`.
    public static func dateTime(_ date: Date) -> String {
        let parts = utc.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return digits(parts.year, 4) + digits(parts.month, 2) + digits(parts.day, 2) + "T" + digits(parts.hour, 2)
            + digits(parts.minute, 2) + digits(parts.second, 2) + "Z"
    }

    /// The UTC day containing `date`: `20260522`.
    public static func date(_ date: Date) -> String {
        let parts = utc.dateComponents([.year, .month, .day], from: date)
        return digits(parts.year, 4) + digits(parts.month, 2) + digits(parts.day, 2)
    }

    /// The start of the UTC day after the one containing `date`.
    public static func nextDay(after date: Date) -> Date {
        let start = utc.startOfDay(for: date)
        return utc.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
    }

    /// Whole `seconds` as a duration, negative for "before": `-PT1H`, `-PT10M`, `P1D`, `PT1H30M`.
    public static func duration(seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : ""
        var rest = seconds.magnitude
        if rest > 0, rest % 86_400 == 0 { return sign + "P\(rest / 86_400)D" }
        let hours = rest / 3600
        rest %= 3600
        let minutes = rest / 60
        let secs = rest % 60
        var text = sign + "PT"
        if hours > 0 { text += "\(hours)H" }
        if minutes > 0 { text += "\(minutes)M" }
        if secs > 0 || (hours == 0 && minutes == 0) { text += "\(secs)S" }
        return text
    }

    private static func digits(_ value: Int?, _ width: Int) -> String {
        let text = String(max(0, value ?? 0))
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
