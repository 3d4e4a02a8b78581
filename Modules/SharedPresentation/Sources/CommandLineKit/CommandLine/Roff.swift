import Foundation

/// Writing text into roff source (the manual page's language): escapes, option names, lines and paragraphs, so
/// words print as written (a hyphen as the minus a shell needs, a leading dot as text, not as a request).
enum Roff {
    /// `text` with roff's escape character doubled and every hyphen a minus, so options print as typed.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
    }

    /// One line of text, guarded so a leading `.` or `'` is not read as a request.
    static func line(_ text: String) -> String {
        let escaped = escaped(text)
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    /// A paragraph's lines; blank lines in it start a new paragraph.
    static func paragraph(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.trimmingCharacters(in: .whitespaces).isEmpty ? ".PP" : Self.line(String(line))
        }
    }

    /// An option name in bold.
    static func option(_ name: String) -> String { "\\fB\(escaped(name))\\fR" }

    /// A macro argument in double quotes (roff has no escape for a double quote inside them: it is doubled).
    static func quoted(_ text: String) -> String {
        "\"" + escaped(text).replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
