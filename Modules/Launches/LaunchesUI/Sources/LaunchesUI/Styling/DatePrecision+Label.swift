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

    /// The words for a date known to the hour whose time the source knows more finely ("To the minute", "To the
    /// second"), else ``precisionLabel``.
    func precisionLabel(time: TimePrecision?) -> String {
        guard self == .hour, let time else { return precisionLabel }
        return switch time {
        case .second: "To the second"
        case .minute: "To the minute"
        case .hour: precisionLabel
        }
    }
}
