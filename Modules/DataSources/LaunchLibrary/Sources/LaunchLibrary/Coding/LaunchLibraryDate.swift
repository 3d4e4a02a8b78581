import Foundation

/// Parsing of the text values Launch Library sends: instants, days and ISO 8601 durations.
enum LaunchLibraryDate {
    /// An ISO 8601 instant (`2026-05-22T22:30:24Z`, also with a fraction) or a day (`2026-05-22`) as midnight UTC.
    static func parse(_ text: String) -> Date? {
        if let date = try? Date(text, strategy: .iso8601) { return date }
        if let date = try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) {
            return date
        }
        return try? Date(text, strategy: Date.ISO8601FormatStyle().year().month().day())
    }

    /// Whole days in an ISO 8601 duration (`P188D`, `P1Y2M3DT4H`, `PT36H`), with years as 365 days and months as
    /// 30; nil when the text is not such a duration.
    static func days(inDuration text: String) -> Int? {
        guard text.hasPrefix("P"), text.count > 1 else { return nil }
        var seconds = 0.0
        var number = ""
        var inTime = false
        for character in text.dropFirst() {
            if character == "T" {
                inTime = true
            } else if character.isNumber || character == "." {
                number.append(character)
            } else {
                guard let value = Double(number) else { return nil }
                number = ""
                let unit: Double? =
                    switch (inTime, character) {
                    case (false, "Y"): 365 * 86_400
                    case (false, "M"): 30 * 86_400
                    case (false, "W"): 7 * 86_400
                    case (false, "D"): 86_400
                    case (true, "H"): 3_600
                    case (true, "M"): 60
                    case (true, "S"): 1
                    default: nil
                    }
                guard let unit else { return nil }
                seconds += value * unit
            }
        }
        guard number.isEmpty, seconds < Double(Int.max) else { return nil }
        return Int(seconds / 86_400)
    }
}
