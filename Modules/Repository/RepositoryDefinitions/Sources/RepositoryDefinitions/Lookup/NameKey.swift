import Foundation

/// A name as every lookup compares it, whatever the feature or the source: case, spaces and punctuation don't
/// matter, so "crew 1", "crew-1", "CREW_1" and "Crew-1" are one key (`crew1`), and "falcon9" is "Falcon 9".
///
/// A key keeps its words (runs of letters and digits) too, so a typed name can also match from the start of any
/// word of a name ("39a" in "KSC LC 39A") or the name's initials ("ksc" for "Kennedy Space Center", "slc 40" for
/// "Space Launch Complex 40"); ``rank(in:)`` says how well, and ``NameMatches`` keeps the best.
public struct NameKey: Sendable, Hashable {
    /// The most characters a key keeps: longer than any name, short enough that the query built from it
    /// (``startPattern``) stays small whatever is typed.
    public static let maximumLength = 200

    /// The lowercase letters and digits of the text, in order: `Crew-1` → `crew1`.
    let letters: String
    /// The words of the text, lowercased: `Crew-1` → `["crew", "1"]`.
    public let words: [String]
    /// The name's initials: a word's first letter, or the whole word when it has a digit or is already an
    /// abbreviation (all capitals), lowercased and joined: `Cape Canaveral SFS` → `ccsfs`,
    /// `Space Launch Complex 40` → `slc40`.
    let initials: String

    /// The key of `text`.
    public init(_ text: String) {
        let raw = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).prefix(Self.maximumLength)
        words = raw.map { $0.lowercased() }
        letters = String(words.joined().prefix(Self.maximumLength))
        initials = raw.map { word -> String in
            let isAbbreviation = word.count > 1 && word.allSatisfy { !$0.isLetter || $0.isUppercase }
            return word.contains(where: \.isNumber) || isAbbreviation ? word.lowercased() : word.prefix(1).lowercased()
        }.joined()
    }

    /// Whether the text has no letter or digit at all (nothing to look for).
    public var isEmpty: Bool { letters.isEmpty }

    /// The words one space apart, for a source's own text search: `CREW_1` → `crew 1`.
    public var searchText: String { words.joined(separator: " ") }

    /// How this typed key matches the name `spelling`: the whole name, its start, the start of a later word, or
    /// the start of its initials; nil when it doesn't.
    public func rank(in spelling: NameKey) -> NameRank? {
        guard !isEmpty, !spelling.isEmpty else { return nil }
        if spelling.letters == letters { return .whole }
        if spelling.letters.hasPrefix(letters) { return .start }
        for start in spelling.words.indices.dropFirst()
        where spelling.words[start...].joined().hasPrefix(letters) {
            return .word
        }
        return spelling.initials.hasPrefix(letters) ? .initials : nil
    }

    /// A case-insensitive regular expression (with `i`) for the texts whose key starts with this one: its letters
    /// and digits in order, anything but a letter or digit allowed before and between them. `crew1` →
    /// `^[^\p{L}\p{N}]*c[^\p{L}\p{N}]*r…1`. How a source that searches by pattern asks for ``NameRank/start``.
    public var startPattern: String {
        let gap = #"[^\p{L}\p{N}]*"#
        return "^" + gap + letters.map { Self.literal($0) }.joined(separator: gap)
    }

    /// A letter or digit as a regular expression that matches it alone (a few digits, like `²`, are not ASCII).
    private static func literal(_ character: Character) -> String {
        character.unicodeScalars.map { scalar in
            scalar.isASCII ? String(scalar) : String(format: "\\x{%X}", scalar.value)
        }.joined()
    }
}
