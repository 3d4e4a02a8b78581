import LaunchesCore

extension DatePrecision {
    /// How precisely the date is known, in words for the detail screen: "To the hour", "To the month".
    var precisionLabel: String {
        switch self {
        case .hour: "To the hour"
        case .day: "To the day"
        case .month: "To the month"
        case .quarter: "To the quarter"
        case .half: "To the half year"
        case .year: "To the year"
        case .unknown(let raw): raw.isEmpty ? "Not given" : "\"\(raw)\" (not a known precision)"
        }
    }
}
