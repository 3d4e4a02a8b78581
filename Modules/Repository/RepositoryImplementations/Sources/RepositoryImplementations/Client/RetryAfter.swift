import Foundation

/// Reads a `Retry-After` header: delay seconds (`120`) or an HTTP-date (`Wed, 21 Oct 2015 07:28:00 GMT`).
enum RetryAfter {
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// The seconds to wait from `now`, never negative, or nil when the value is missing or unreadable.
    static func seconds(from value: String?, now: Date) -> TimeInterval? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Int(value) { return TimeInterval(max(0, seconds)) }
        guard let date = httpDate(value) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }

    /// Parses the IMF-fixdate form, `Sun, 06 Nov 1994 08:49:37 GMT`.
    static func httpDate(_ value: String) -> Date? {
        let parts = value.split(separator: " ")
        guard parts.count == 6, parts[0].hasSuffix(","), parts[5] == "GMT", parts[1].count == 2,
            parts[3].count == 4, parts[4].count == 8,
            let month = months.firstIndex(of: parts[2].lowercased())
        else { return nil }
        let monthText = month + 1 < 10 ? "0\(month + 1)" : "\(month + 1)"
        return ISO8601Timestamp.date(from: "\(parts[3])-\(monthText)-\(parts[1])T\(parts[4])Z")
    }
}
