import Foundation

/// How precisely a launch's date is known, as the API's `date_precision` says; decides how the date is shown.
///
/// Reading a name never fails: a value the app does not know becomes ``unknown(_:)`` so one odd launch never hides
/// a page.
public enum DatePrecision: Sendable, Hashable, CustomStringConvertible {
    /// The exact time is known.
    case hour
    /// Only the day is known.
    case day
    /// Only the month is known.
    case month
    /// Only the quarter of the year is known.
    case quarter
    /// Only the half of the year is known.
    case half
    /// Only the year is known.
    case year
    /// A value the app does not know, kept as sent.
    case unknown(String)

    /// The precisions the API documents, finest first.
    public static let known: [DatePrecision] = [.hour, .day, .month, .quarter, .half, .year]

    /// Reads the API's string, case-insensitively; anything else becomes ``unknown(_:)``.
    public init(rawValue: String) {
        switch rawValue.lowercased() {
        case "hour": self = .hour
        case "day": self = .day
        case "month": self = .month
        case "quarter": self = .quarter
        case "half": self = .half
        case "year": self = .year
        default: self = .unknown(rawValue)
        }
    }

    /// The API's string for this precision.
    public var rawValue: String {
        switch self {
        case .hour: "hour"
        case .day: "day"
        case .month: "month"
        case .quarter: "quarter"
        case .half: "half"
        case .year: "year"
        case .unknown(let raw): raw
        }
    }

    public var description: String { rawValue }
}
