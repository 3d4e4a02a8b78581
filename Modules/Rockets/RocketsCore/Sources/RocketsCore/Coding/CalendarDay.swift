import Foundation

/// Reads and writes calendar days (`2010-06-04`) as midnight UTC, the way the API's date-only fields mean them.
enum CalendarDay {
    /// The Gregorian calendar fixed to UTC, so a day never shifts with the user's time zone.
    static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        return calendar
    }()

    /// Midnight UTC of a `yyyy-MM-dd` string, or nil when it is not a valid day.
    static func date(from string: String) -> Date? {
        let parts = string.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        let components = DateComponents(year: year, month: month, day: day)
        guard components.isValidDate(in: utcCalendar) else { return nil }
        return utcCalendar.date(from: components)
    }
}
