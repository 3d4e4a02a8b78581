import Foundation

/// Text spelled in ASCII, for terminals in ``GlyphMode/ascii`` (`TERM=dumb`, a non-UTF-8 locale like
/// `LC_ALL=C`) where "—" or "Û" would print as garbage: worse, the UTF-8 bytes 0x80–0x9F of such text are C1
/// controls on those terminals (0x9B starts an escape sequence), so text from the API could steer the terminal.
/// Punctuation gets an ASCII spelling, accented letters their base letter ("Û" → "U"), a few letters a digraph
/// ("ß" → "ss"), and anything else (CJK, emoji) becomes "?".
enum ASCIIFallback {
    /// `text` unchanged in Unicode mode; in ASCII mode with every character outside ASCII replaced.
    static func adapt(_ text: String, for mode: GlyphMode) -> String {
        guard mode == .ascii, !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if character.isASCII {
                result.append(character)
            } else if let replacement = replacements[character] {
                result += replacement
            } else {
                result += transliterated(character)
            }
        }
        return result
    }

    /// The ASCII letters left when the marks are taken off `character` ("Û" → "U", "é" → "e"), or "?".
    private static func transliterated(_ character: Character) -> String {
        let base = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.filter(\.isASCII)
        return base.isEmpty ? "?" : String(String.UnicodeScalarView(base))
    }

    /// The replaced characters.
    private static let replacements: [Character: String] = [
        "\u{2014}": "-", "\u{2013}": "-", "\u{2026}": "...", "\u{2039}": "<", "\u{203A}": ">",
        "\u{00AB}": "<<", "\u{00BB}": ">>", "\u{2018}": "'", "\u{2019}": "'", "\u{201C}": "\"",
        "\u{201D}": "\"", "\u{2022}": "*", "\u{00B7}": "-", "\u{2192}": "->", "\u{2190}": "<-",
        "\u{2191}": "^", "\u{2193}": "v", "\u{00A0}": " ", "\u{2212}": "-", "ß": "ss", "æ": "ae", "Æ": "AE",
        "œ": "oe", "Œ": "OE", "ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "þ": "th", "Þ": "Th",
        "×": "x", "÷": "/", "°": "o", "±": "+/-",
        "≈": "~", "µ": "u", "²": "2", "³": "3", "½": "1/2", "€": "EUR", "£": "GBP", "©": "(c)", "®": "(R)", "™": "TM",
    ]
}
