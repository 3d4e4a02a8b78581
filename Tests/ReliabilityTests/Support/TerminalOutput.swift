@testable import SharedPresentation

/// Reads what the app wrote to a terminal: separates the app's own escape sequences from everything else, so a
/// test can prove that nothing from the data reached the terminal as a control.
enum TerminalOutput {
    /// Which of the app's own sequences to accept.
    enum Mode {
        /// Script mode with colour: SGR sequences (always starting with `0`) and OSC 8 hyperlinks.
        case colour
        /// The full-screen browser: also the alternate screen, cursor visibility, absolute moves to column 1,
        /// clearing, and the graphics query (kitty's, then `ESC[c`); `colour` false accepts no SGR but the plain
        /// reset `ESC[0m`.
        case fullScreen(colour: Bool)
    }

    /// `text` without the app's own sequences, and the hyperlink targets those sequences opened. An escape
    /// sequence that is not one of the app's stays in the text.
    static func strippingAppSequences(_ text: String, mode: Mode) -> (text: String, linkTargets: [String]) {
        var output = String.UnicodeScalarView()
        var targets: [String] = []
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.first {
            if scalar == "\u{1B}", let (length, target) = appSequence(at: scalars, mode: mode) {
                scalars.removeFirst(length)
                if let target, !target.isEmpty { targets.append(target) }
                continue
            }
            output.append(scalar)
            scalars.removeFirst()
        }
        return (String(output), targets)
    }

    /// Scalars that must never reach a terminal from data: C0 controls but the line feed, DEL, C1 controls,
    /// and the BiDi marks, embeddings, overrides and isolates.
    static func forbiddenScalars(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x0A: false
            case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }
    }

    /// The lines of `text` wider than `width` columns.
    static func linesWider(than width: Int, in text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter {
            DisplayWidth.of($0) > width
        }
    }

    /// The kitty graphics query the browser sends before it starts (`--images auto`), exactly.
    private static let kittyQuery = Array("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\".unicodeScalars)

    /// The length of the app's own sequence starting at `scalars` (an ESC), and its hyperlink target if any.
    private static func appSequence(at scalars: ArraySlice<Unicode.Scalar>, mode: Mode) -> (Int, String?)? {
        let rest = Array(scalars.prefix(4096))
        guard rest.count >= 2 else { return nil }
        if rest[1] == "]" {
            let prefix: [Unicode.Scalar] = ["\u{1B}", "]", "8", ";", ";"]
            guard rest.starts(with: prefix), mode.acceptsLinks else { return nil }
            var index = prefix.count
            var target = ""
            while index + 1 < rest.count, !(rest[index] == "\u{1B}" && rest[index + 1] == "\\") {
                guard (0x21...0x7E).contains(rest[index].value) else { return nil }
                target.unicodeScalars.append(rest[index])
                index += 1
            }
            guard index + 1 < rest.count else { return nil }
            return (index + 2, target)
        }
        if case .fullScreen = mode, rest.starts(with: kittyQuery) { return (kittyQuery.count, nil) }
        guard rest[1] == "[" else { return nil }
        var index = 2
        var parameters = ""
        while index < rest.count, "0123456789;?".unicodeScalars.contains(rest[index]) {
            parameters.unicodeScalars.append(rest[index])
            index += 1
        }
        guard index < rest.count else { return nil }
        let final = rest[index]
        guard isAppSequence(parameters: parameters, final: final, mode: mode) else { return nil }
        return (index + 1, nil)
    }

    private static func isAppSequence(parameters: String, final: Unicode.Scalar, mode: Mode) -> Bool {
        if final == "m" {
            switch mode {
            case .colour, .fullScreen(colour: true):
                let codes = parameters.split(separator: ";", omittingEmptySubsequences: false)
                return codes.first == "0" && codes.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
            case .fullScreen(colour: false):
                return parameters == "0"
            }
        }
        guard case .fullScreen = mode else { return false }
        switch (parameters, final) {
        case ("?1049", "h"), ("?1049", "l"), ("?25", "h"), ("?25", "l"), ("2", "J"), ("", "J"), ("", "H"), ("", "K"):
            return true
        case ("", "c"):
            return true  // primary device attributes, asked with the kitty query before the browser starts
        case (_, "H"):
            let parts = parameters.split(separator: ";")
            return parts.count == 2 && parts[1] == "1" && parts[0].allSatisfy(\.isNumber)
        default:
            return false
        }
    }
}

extension TerminalOutput.Mode {
    /// Whether hyperlinks are accepted: only where colour is on.
    fileprivate var acceptsLinks: Bool {
        switch self {
        case .colour, .fullScreen(colour: true): true
        case .fullScreen(colour: false): false
        }
    }
}
