import Foundation

/// Builds the calendar days used in mock rockets as midnight UTC, the way the API's `first_flight` means them.
enum MockDay {
    /// Midnight UTC of `year`-`month`-`day`.
    static func utc(_ year: Int, _ month: Int, _ day: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        return calendar.date(from: DateComponents(year: year, month: month, day: day))!
    }
}
