import Foundation
import RepositoryDefinitions

/// A fast, allocation-free reader and writer of the API's ISO-8601 date strings.
///
/// The API sends `2006-03-24T22:30:00.000Z` (UTC, milliseconds), `2006-03-25T10:30:00+12:00` (an offset) and
/// date-only `2010-06-04` (read as midnight UTC). Formatter objects are slow and not safely shareable across
/// tasks on every platform; decoding 200 launches parses about 600 dates, so this is done by hand.
enum ISO8601Timestamp {
    /// Parses one of the accepted forms, or returns nil.
    public static func date(from string: String) -> Date? {
        var string = string
        return string.withUTF8 { parse($0) }
    }

    /// Formats `date` as the API does: `2006-03-24T22:30:00.000Z`.
    public static func string(from date: Date) -> String {
        // Round to the microsecond first so binary noise (…59.998999…) cannot drop a millisecond, then floor.
        let totalMicroseconds = (date.timeIntervalSince1970 * 1_000_000).rounded()
        let totalMilliseconds = Int64((totalMicroseconds / 1000).rounded(.down))
        let milliseconds = Int(((totalMilliseconds % 1000) + 1000) % 1000)
        let totalSeconds = (totalMilliseconds - Int64(milliseconds)) / 1000
        var days = totalSeconds / 86_400
        var secondsOfDay = totalSeconds % 86_400
        if secondsOfDay < 0 {
            secondsOfDay += 86_400
            days -= 1
        }
        let (year, month, day) = civil(fromDays: days)
        let hour = Int(secondsOfDay / 3600)
        let minute = Int(secondsOfDay % 3600 / 60)
        let second = Int(secondsOfDay % 60)
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))"
            + ".\(pad(milliseconds, 3))Z"
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        var index = 0
        func number(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for offset in 0..<count {
                let byte = bytes[index + offset]
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            index += count
            return value
        }
        func expect(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect(45), let month = number(2), expect(45), let day = number(2),
            (1...12).contains(month), (1...CalendarDay.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        let days = CalendarDay.daysSinceEpoch(year: year, month: month, day: day)
        if index == bytes.count { return Date(timeIntervalSince1970: TimeInterval(days * 86_400)) }
        guard expect(84) || expect(32), let hour = number(2), expect(58), let minute = number(2),
            hour < 24, minute < 60
        else { return nil }
        var second = 0
        var fraction = 0.0
        if expect(58) {
            guard let value = number(2), value < 61 else { return nil }
            second = value
            if expect(46) {
                var numerator = 0
                var denominator = 1
                var digits = 0
                while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                    if digits < 9 {
                        numerator = numerator * 10 + Int(bytes[index] - 48)
                        denominator *= 10
                    }
                    index += 1
                    digits += 1
                }
                guard digits > 0 else { return nil }
                fraction = Double(numerator) / Double(denominator)
            }
        }
        var offsetSeconds = 0
        if expect(90) {
            offsetSeconds = 0
        } else if index < bytes.count, bytes[index] == 43 || bytes[index] == 45 {
            let sign = bytes[index] == 45 ? -1 : 1
            index += 1
            guard let offsetHours = number(2), offsetHours < 24 else { return nil }
            _ = expect(58)
            guard let offsetMinutes = number(2), offsetMinutes < 60 else { return nil }
            offsetSeconds = sign * (offsetHours * 3600 + offsetMinutes * 60)
        } else {
            return nil
        }
        guard index == bytes.count else { return nil }
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
        return Date(timeIntervalSince1970: TimeInterval(seconds) + fraction)
    }

    private static func civil(fromDays days: Int64) -> (Int, Int, Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (Int(year), Int(month), Int(day))
    }
}
