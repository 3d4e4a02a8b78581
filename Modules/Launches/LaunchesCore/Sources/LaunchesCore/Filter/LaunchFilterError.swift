import Foundation
import RepositoryDefinitions

/// Why a date interval typed by the user is not usable; each case names the bad input in its message.
public enum LaunchFilterError: Error, Sendable, Hashable {
    /// The text is not of the form `YYYY-MM-DD`.
    case malformedDate(field: LaunchFilterField, input: String)
    /// The text has the right form but names no real day; `reason` says why, like "February 2020 has 29 days".
    case nonexistentDate(field: LaunchFilterField, input: String, reason: String)
    /// The start day is after the end day.
    case startAfterEnd(start: CalendarDay, end: CalendarDay)

    /// The field the error is about; a reversed interval is reported on the start field.
    public var field: LaunchFilterField {
        switch self {
        case .malformedDate(let field, _), .nonexistentDate(let field, _, _): field
        case .startAfterEnd: .start
        }
    }

    /// One sentence for the filter screen or the command line.
    public var userMessage: String {
        switch self {
        case .malformedDate(let field, let input):
            "The \(field.rawValue) date \(Self.quoted(input)) is not a date in the form YYYY-MM-DD, like 2020-01-31."
        case .nonexistentDate(let field, let input, let reason):
            "The \(field.rawValue) date \(Self.quoted(input)) does not exist: \(reason)."
        case .startAfterEnd(let start, let end):
            "The start date \(start) is after the end date \(end)."
        }
    }

    /// The user's input in quotes, with control and direction-changing characters replaced and long input cut,
    /// so a message can be printed to a terminal as is.
    static func quoted(_ input: String) -> String {
        var cleaned = String.UnicodeScalarView()
        for scalar in input.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: cleaned.append("\u{FFFD}")
            default: cleaned.append(scalar)
            }
        }
        let text = String(cleaned)
        let limit = 40
        return "\"" + (text.count > limit ? text.prefix(limit) + "…" : text) + "\""
    }
}

extension LaunchFilterError: LocalizedError {
    public var errorDescription: String? { userMessage }
}
