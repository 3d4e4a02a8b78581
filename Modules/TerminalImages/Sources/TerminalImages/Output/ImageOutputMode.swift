/// What `--images` (or `SPACEX_IMAGES`) asked for: detect from the environment, or one protocol outright
/// (PictureLoading's `PictureProtocolChoice` decides what `auto` becomes).
public enum ImageOutputMode: Sendable, Equatable {
    /// Pick from the environment and, in the browser, the terminal's answer.
    case auto
    /// Use this protocol even when stdout is not a terminal (script mode: `--images blocks`).
    case fixed(TerminalGraphicsProtocol)

    /// The accepted spellings, for help text and error messages.
    public static let spellings = ["auto"] + TerminalGraphicsProtocol.allCases.map(\.rawValue)

    /// Parses `auto`, `kitty`, `iterm2`, `sixel`, `blocks` or `none` (any letter case); nil for anything else.
    public init?(argument: String) {
        let word = argument.lowercased()
        if word == "auto" {
            self = .auto
        } else if let chosen = TerminalGraphicsProtocol(rawValue: word) {
            self = .fixed(chosen)
        } else {
            return nil
        }
    }
}
