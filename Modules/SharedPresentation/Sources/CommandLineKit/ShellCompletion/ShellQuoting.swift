/// Quoting for the generated scripts: every word from the description is written as a single-quoted literal,
/// so names with spaces, quotes or `$` reach the shell unchanged.
enum ShellQuoting {
    /// `text` in POSIX single quotes (bash and zsh): `it's` → `'it'\''s'`.
    static func posix(_ text: String) -> String {
        "'" + escaping(text, [("'", #"'\''"#)]) + "'"
    }

    /// `text` in fish single quotes: `\` and `'` escaped with a backslash.
    static func fish(_ text: String) -> String {
        "'" + escaping(text, [("\\", "\\\\"), ("'", "\\'")]) + "'"
    }

    /// `text` as a zsh `_describe` entry name or description: `\` and `:` escaped.
    static func describeField(_ text: String) -> String {
        escaping(text, [("\\", "\\\\"), (":", "\\:")])
    }

    /// `text` with each character in `replacements` replaced by its escape.
    private static func escaping(_ text: String, _ replacements: [(Character, String)]) -> String {
        var result = ""
        for character in text {
            if let escape = replacements.first(where: { $0.0 == character }) {
                result += escape.1
            } else {
                result.append(character)
            }
        }
        return result
    }
}
