import Foundation
import RepositoryDefinitions

/// Evaluates a ``QueryFilter`` against one JSON document, the way the API's MongoDB would for these operators.
///
/// - `equals` and `isIn` compare numbers by value (`1 == 1.0`) and match an array field when any element matches.
/// - `dateRange` compares ISO-8601 strings as instants; a missing or unreadable date never matches.
/// - `text` matches when any search word equals a word of `name` or `details`, ignoring case and diacritics.
/// - `hasPrefix` matches a string field that starts with the prefix, ignoring case.
enum DocumentMatcher {
    /// Whether `document` matches `filter`.
    static func matches(_ document: JSONValue, _ filter: QueryFilter) -> Bool {
        switch filter {
        case .all:
            return true
        case .equals(let field, let value):
            return fieldMatches(DocumentPath.value(at: field, in: document)) { equal($0, value) }
        case .isIn(let field, let values):
            return fieldMatches(DocumentPath.value(at: field, in: document)) { candidate in
                values.contains { equal(candidate, $0) }
            }
        case .dateRange(let field, let from, let through):
            guard case .string(let text)? = DocumentPath.value(at: field, in: document),
                let date = ISO8601Timestamp.date(from: text)
            else { return false }
            return (from.map { date >= $0 } ?? true) && (through.map { date <= $0 } ?? true)
        case .text(let search):
            let terms = Set(words(in: search))
            guard !terms.isEmpty else { return false }
            let fields = ["name", "details"].compactMap { name -> String? in
                if case .string(let text)? = DocumentPath.value(at: name, in: document) { text } else { nil }
            }
            return fields.contains { !terms.isDisjoint(with: words(in: $0)) }
        case .hasPrefix(let field, let prefix):
            guard case .string(let text)? = DocumentPath.value(at: field, in: document) else { return false }
            return text.lowercased().hasPrefix(prefix.lowercased())
        case .and(let filters):
            return filters.allSatisfy { matches(document, $0) }
        }
    }

    /// The lowercased, diacritic-free words of `text`.
    static func words(in text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map(String.init)
    }

    /// Whether `value` holds numbers, strings, bools or null that are equal by value.
    static func equal(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.int(let left), .double(let right)): Double(left) == right
        case (.double(let left), .int(let right)): left == Double(right)
        default: lhs == rhs
        }
    }

    /// A field matches if it, or for an array field any element, satisfies `predicate`; a missing field is null.
    private static func fieldMatches(_ value: JSONValue?, _ predicate: (JSONValue) -> Bool) -> Bool {
        let value = value ?? .null
        if predicate(value) { return true }
        if case .array(let elements) = value { return elements.contains(where: predicate) }
        return false
    }
}
