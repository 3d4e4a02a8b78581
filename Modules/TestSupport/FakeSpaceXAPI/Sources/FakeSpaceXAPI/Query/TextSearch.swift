import Foundation

/// A `$text: {$search: "..."}` condition: case-insensitive words, quoted phrases and `-negated` words.
///
/// A document matches when any word appears in one of the collection's text fields (all phrases must appear
/// when there are phrases), and no negated word does. Words match as substrings.
struct TextSearch {
    var words: [String]
    var phrases: [String]
    var negated: [String]
    var caseSensitive: Bool
    var fields: [String]

    /// Compiles the operand of `$text`.
    static func compile(_ operand: OrderedJSON, fields: [String]) throws(QueryError) -> TextSearch {
        guard case .object(let object) = operand else { throw QueryError("$text expects an object") }
        guard case .string(let search)? = object["$search"] else { throw QueryError("$search needs a String") }
        var words: [String] = []
        var phrases: [String] = []
        var negated: [String] = []
        let quoted = search.components(separatedBy: "\"")
        for (index, piece) in quoted.enumerated() {
            if index % 2 == 1 {
                if !piece.isEmpty { phrases.append(piece) }
                continue
            }
            for token in piece.split(whereSeparator: { $0.isWhitespace }) {
                if token.hasPrefix("-") {
                    if token.count > 1 { negated.append(String(token.dropFirst())) }
                } else {
                    words.append(String(token))
                }
            }
        }
        let caseSensitive = JavaScriptValues.isTruthy(object["$caseSensitive"])
        return TextSearch(
            words: words, phrases: phrases, negated: negated, caseSensitive: caseSensitive, fields: fields)
    }

    /// Whether `document` matches.
    func matches(_ document: OrderedJSON) -> Bool {
        let texts = fields.compactMap { document[$0]?.stringValue }
        let contains = { (needle: String) -> Bool in
            texts.contains { self.contains($0, needle) }
        }
        let positive = phrases.isEmpty ? words.contains(where: contains) : phrases.allSatisfy(contains)
        return positive && !negated.contains(where: contains)
    }

    private func contains(_ text: String, _ needle: String) -> Bool {
        let options: String.CompareOptions = caseSensitive ? [] : [.caseInsensitive, .diacriticInsensitive]
        return text.range(of: needle, options: options) != nil
    }
}
