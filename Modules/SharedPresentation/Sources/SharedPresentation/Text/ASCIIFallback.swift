/// Typographic punctuation spelled in ASCII, for terminals in ``GlyphMode/ascii`` where "—" or "…" would
/// print as garbage. Letters (accents, CJK) are left alone.
public enum ASCIIFallback {
    /// `text` unchanged in Unicode mode; in ASCII mode with dashes, quotes, ellipses and arrows replaced.
    public static func adapt(_ text: String, for mode: GlyphMode) -> String {
        guard mode == .ascii, !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if let replacement = replacements[character] {
                result += replacement
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The replaced characters.
    private static let replacements: [Character: String] = [
        "\u{2014}": "-", "\u{2013}": "-", "\u{2026}": "...", "\u{2039}": "<", "\u{203A}": ">",
        "\u{00AB}": "<<", "\u{00BB}": ">>", "\u{2018}": "'", "\u{2019}": "'", "\u{201C}": "\"",
        "\u{201D}": "\"", "\u{2022}": "*", "\u{00B7}": "-", "\u{2192}": "->", "\u{2190}": "<-",
        "\u{2191}": "^", "\u{2193}": "v", "\u{00A0}": " ", "\u{2212}": "-",
    ]
}
