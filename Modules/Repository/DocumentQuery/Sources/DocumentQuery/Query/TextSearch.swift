import Foundation

/// A `$text: {$search: "..."}` condition: case-insensitive words, quoted phrases and `-negated` words.
///
/// A document matches when any word is a word of one of the collection's text fields (all phrases must appear
/// when there are phrases), and no negated word is. As in MongoDB's text index, words match whole (`drag` does
/// not find `Dragon`), ignoring case and diacritics unless `$caseSensitive`; phrases match as substrings. Unlike
/// MongoDB, words are not stemmed (`launches` does not find `launch`); the offline archive matches the same way.
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
        let textWords = Set(texts.flatMap(self.words(in:)))
        let hasWord = { (word: String) -> Bool in
            self.words(in: word).contains(where: textWords.contains)
        }
        let hasPhrase = { (phrase: String) -> Bool in
            texts.contains { $0.range(of: phrase, options: self.compareOptions) != nil }
        }
        let positive = phrases.isEmpty ? words.contains(where: hasWord) : phrases.allSatisfy(hasPhrase)
        return positive && !negated.contains(where: hasWord)
    }

    private var compareOptions: String.CompareOptions {
        caseSensitive ? [] : [.caseInsensitive, .diacriticInsensitive]
    }

    /// The words of `text` (runs of letters and digits), folded unless the search is case-sensitive.
    private func words(in text: String) -> [String] {
        let folded = caseSensitive ? text : text.folding(options: compareOptions, locale: nil)
        return folded.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }
}
