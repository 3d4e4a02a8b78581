import Foundation
import RepositoryDefinitions

extension CalendarDay {
    /// Parses a day the user typed for the filter `field`: `YYYY-MM-DD`, surrounding spaces ignored, strictly
    /// otherwise; anything else ("2020-1-1", "yesterday", "2020-13-01") is an error naming `field`.
    public init(parsing text: String, field: LaunchFilterField) throws(LaunchFilterError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        do {
            self = try CalendarDay(parsing: trimmed)
        } catch {
            switch error {
            case .malformed: throw .malformedDate(field: field, input: text)
            case .nonexistent(let reason): throw .nonexistentDate(field: field, input: trimmed, reason: reason)
            }
        }
    }
}
