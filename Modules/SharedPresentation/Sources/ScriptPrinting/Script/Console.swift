import Foundation
import SharedPresentation

/// Where a program writes: data to standard output, messages (prefixed with its name) to standard error.
/// Injectable so tests capture both.
public struct Console: Sendable {
    /// The program's name, which starts every message: `name: message`.
    public let program: String
    /// Writes text to standard output.
    public let out: @Sendable (String) -> Void
    /// Writes text to standard error.
    public let err: @Sendable (String) -> Void
    /// The characters messages are written in: ASCII spellings of dashes, quotes and ellipses for `TERM=dumb`
    /// and non-UTF-8 locales (see ``GlyphMode/detect(environment:)``), like the screens.
    public var glyphs: GlyphMode = .unicode
    /// Whether ``note(_:)`` writes: notes are for a person reading standard error on a terminal, not for a
    /// script's log, so the standard console only writes them when standard error is a terminal.
    public var writesNotes = true

    /// Creates a console for `program` from two writers.
    public init(
        program: String, out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void
    ) {
        self.program = program
        self.out = out
        self.err = err
    }

    /// Writes lines to standard output.
    public func print(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        out(lines.joined(separator: "\n") + "\n")
    }

    /// Writes `program: message` to standard error, as one line in the message style (``styled(_:)``).
    public func error(_ message: String) {
        err("\(program): \(line(message))\n")
    }

    /// Writes `program: warning: message` to standard error, as one line in the message style.
    public func warning(_ message: String) {
        err("\(program): warning: \(line(message))\n")
    }

    /// Writes `program: note: message` to standard error, as one line in the message style, when the console
    /// ``writesNotes``: something worth knowing about the output that is not part of it, like how old saved data
    /// is.
    public func note(_ message: String) {
        guard writesNotes else { return }
        err("\(program): note: \(line(message))\n")
    }

    /// `text` in this console's glyphs: typographic punctuation spelled in ASCII where the terminal needs it.
    public func adapted(_ text: String) -> String {
        ASCIIFallback.adapt(text, for: glyphs)
    }

    /// `message` made safe, on one line, in the message style and this console's glyphs.
    private func line(_ message: String) -> String {
        adapted(Self.styled(Self.oneLine(message)))
    }

    /// One style for every message, whichever layer wrote it (screens show some of them as sentences): it starts
    /// in lower case unless its first word is a name like `SpaceX` or `API`, quotes what the user gave in single
    /// quotes (at most ``quotedLimit`` characters of it), and has no closing full stop. `The start date "x" does not exist.` → `the start date 'x' does not
    /// exist`.
    public static func styled(_ message: String) -> String {
        var text = message
        let firstWord = text.prefix { $0.isLetter || $0 == "'" }
        if let first = firstWord.first, first.isUppercase,
            firstWord.dropFirst().allSatisfy({ !$0.isLetter || $0.isLowercase })
        {
            text = first.lowercased() + text.dropFirst()
        }
        if text.hasSuffix("."), !text.hasSuffix("..") { text.removeLast() }
        let characters = Array(text)
        let quotes = characters.indices.filter { characters[$0] == "\"" }
        guard !quotes.isEmpty, quotes.count.isMultiple(of: 2) else { return text }
        // Each quoted span is what a user or a server gave: shown in single quotes, and cut to `quotedLimit`
        // characters (a 10 KB name was echoed whole).
        var result: [Character] = []
        var copied = 0
        for pair in stride(from: 0, to: quotes.count, by: 2) {
            let (open, close) = (quotes[pair], quotes[pair + 1])
            result += characters[copied..<open]
            let inside = characters[(open + 1)..<close]
            let mark: Character = inside.contains("'") ? "\"" : "'"
            result.append(mark)
            result += inside.count > quotedLimit ? Array(inside.prefix(quotedLimit - 1)) + ["…"] : Array(inside)
            result.append(mark)
            copied = close + 1
        }
        result += characters[copied...]
        return String(result)
    }

    /// The most characters of a quoted span a message shows; a longer one ends in `…`.
    public static let quotedLimit = 60

    /// A message made safe for a terminal and kept to one line: messages quote API data (a server's 400 text,
    /// rocket names) and user input, which must never move the cursor, recolour or retitle the terminal.
    public static func oneLine(_ message: String) -> String {
        TextSanitizer.sanitize(message, keepsNewlines: false)
    }
}
