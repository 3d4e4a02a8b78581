import Foundation

/// A day of the Gregorian calendar, with no time zone: what a user types as `2020-01-31`, and what the API's
/// date-only fields (a rocket's first flight) mean.
///
/// It becomes an instant only together with a time zone (``start(in:)``, ``end(in:)``). It is the workspace's
/// one calendar-day type, shared by every feature.
public struct CalendarDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, 1 to 9999.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, from 1.
    public let day: Int

    /// UTC, the zone the API anchors date-only values at.
    public static let utc = TimeZone(secondsFromGMT: 0)!

    /// Creates a day, or nil when no such day exists (2020-02-30, month 13).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD` strictly: exactly ten characters, ASCII digits, two-digit month and day, a real day.
    ///
    /// Nothing is trimmed; "2020-1-1", "+020-01-01" and "yesterday" are ``CalendarDayError/malformed``, and
    /// "2021-02-29" is ``CalendarDayError/nonexistent(reason:)`` with a reason a person can act on.
    public init(parsing text: String) throws(CalendarDayError) {
        let bytes = Array(text.utf8)
        let isDigit = { (byte: UInt8) in byte >= 48 && byte <= 57 }
        guard bytes.count == 10, bytes[4] == 45, bytes[7] == 45,
            [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy({ isDigit(bytes[$0]) })
        else { throw .malformed }
        let number = { (range: Range<Int>) in range.reduce(0) { $0 * 10 + Int(bytes[$1] - 48) } }
        let year = number(0..<4)
        let month = number(5..<7)
        let day = number(8..<10)
        guard year >= 1 else { throw .nonexistent(reason: "years start at 0001") }
        guard (1...12).contains(month) else { throw .nonexistent(reason: "months run from 01 to 12") }
        guard let parsed = CalendarDay(year: year, month: month, day: day) else {
            let length = Self.daysIn(month: month, year: year)
            throw .nonexistent(reason: "\(MonthNames.name(of: month)) \(year) has \(length) days")
        }
        self = parsed
    }

    /// The day containing `date` in `timeZone`.
    public init(containing date: Date, in timeZone: TimeZone) {
        let components = Self.calendar(in: timeZone).dateComponents([.year, .month, .day], from: date)
        year = components.year ?? 1970
        month = components.month ?? 1
        day = components.day ?? 1
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        let digits = { (value: Int, width: Int) in
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(digits(year, 4))-\(digits(month, 2))-\(digits(day, 2))"
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The first instant of this day in `timeZone`: 00:00:00.000, or the first valid time when a clock change
    /// skips midnight.
    ///
    /// Days are proleptic Gregorian whatever the year, as the API's timestamps are: Foundation's Gregorian
    /// calendar is Julian before 15 October 1582, which made `1500-01-01` the instant of 1500-01-10 and
    /// `0001-01-01` one of year 0. Before 1583 (no clock changes then) the instant is counted from the day number.
    public func start(in timeZone: TimeZone) -> Date {
        guard year >= Self.firstWholeGregorianYear else { return Self.midnight(afterDays: 0, of: self, in: timeZone) }
        let components = DateComponents(year: year, month: month, day: day)
        return Self.calendar(in: timeZone).date(from: components)!
    }

    /// The last millisecond of this day in `timeZone`: 23:59:59.999, one millisecond before the next day starts.
    public func end(in timeZone: TimeZone) -> Date {
        guard year >= Self.firstWholeGregorianYear else {
            return Self.midnight(afterDays: 1, of: self, in: timeZone).addingTimeInterval(-0.001)
        }
        let nextDay = DateComponents(year: year, month: month, day: day + 1)
        return Self.calendar(in: timeZone).date(from: nextDay)!.addingTimeInterval(-0.001)
    }

    /// The first year Foundation's Gregorian calendar counts wholly in the Gregorian way.
    static let firstWholeGregorianYear = 1583

    /// Local midnight `days` days after `day` in `timeZone`, by the proleptic Gregorian day number and the zone's
    /// offset then (a fixed local mean time before 1583).
    private static func midnight(afterDays days: Int, of day: CalendarDay, in timeZone: TimeZone) -> Date {
        let number = daysSinceEpoch(year: day.year, month: day.month, day: day.day) + days
        let utcMidnight = Date(timeIntervalSince1970: TimeInterval(number) * 86_400)
        return utcMidnight.addingTimeInterval(-TimeInterval(timeZone.secondsFromGMT(for: utcMidnight)))
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    public static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// A Gregorian calendar in `timeZone`, for splitting instants into days and times the same way everywhere.
    public static func calendar(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// The number of days of `month` (1–12) in `year`, by the Gregorian leap-year rule.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
