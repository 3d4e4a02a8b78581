/// How a picture is drawn on a terminal: one of three graphics protocols, colour half-blocks, or not at all.
///
/// The value is chosen once per run (from `--images`, `SPACEX_IMAGES` or ``detect(environment:isTerminal:)``)
/// and handed to ``TerminalPictureRenderer``, so no other code needs to know which terminal it talks to.
public enum TerminalGraphicsProtocol: String, Sendable, Equatable, CaseIterable {
    /// The kitty graphics protocol (kitty, Ghostty, WezTerm): RGBA pixels in base64 chunks, deletable by id.
    case kitty
    /// iTerm2 inline images (iTerm2, WezTerm, VS Code): a whole PNG file in one OSC 1337 sequence.
    case iterm2
    /// DEC sixel graphics (foot, mlterm, xterm, WezTerm, Windows Terminal): a ≤ 256-colour palette picture.
    case sixel
    /// "▀" half-blocks in 24-bit colour: works on every true-colour terminal, two pixels per cell.
    case blocks
    /// No picture: the framed alt text and address only.
    case none

    /// Picks the protocol the terminal most likely speaks, from its environment variables alone.
    ///
    /// Not a terminal → `none`. `KITTY_WINDOW_ID`, `TERM=xterm-kitty`/`xterm-ghostty` or `TERM_PROGRAM=ghostty`
    /// → kitty; `TERM_PROGRAM` iTerm.app, WezTerm or vscode (or `TERM=wezterm`) → iTerm2; `TERM` foot or mlterm
    /// → sixel; inside tmux or screen (which swallow graphics) or otherwise, `COLORTERM` truecolor/24bit →
    /// blocks; else none. `TERM=dumb` is always none.
    public static func detect(environment: [String: String], isTerminal: Bool) -> TerminalGraphicsProtocol {
        guard isTerminal else { return .none }
        let term = (environment["TERM"] ?? "").lowercased()
        let program = (environment["TERM_PROGRAM"] ?? "").lowercased()
        if term == "dumb" { return .none }
        if !isMultiplexed(environment) {
            if environment["KITTY_WINDOW_ID"] != nil || term == "xterm-kitty" || term == "xterm-ghostty"
                || program == "ghostty"
            {
                return .kitty
            }
            if program == "iterm.app" || program == "wezterm" || program == "vscode" || term == "wezterm" {
                return .iterm2
            }
            if term.hasPrefix("foot") || term.hasPrefix("mlterm") {
                return .sixel
            }
        }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") {
            return .blocks
        }
        return .none
    }

    /// Whether asking the terminal itself (kitty graphics query, device attributes) may find a better protocol
    /// than this one, which ``detect(environment:isTerminal:)`` picked: not once it found kitty or iTerm2, not
    /// for `TERM=dumb`, and never inside tmux or screen, which would pass the question to the terminal outside.
    public func isWorthAskingTheTerminal(environment: [String: String]) -> Bool {
        guard self != .kitty, self != .iterm2 else { return false }
        return (environment["TERM"] ?? "").lowercased() != "dumb" && !Self.isMultiplexed(environment)
    }

    /// The protocol once the terminal answered: kitty when it answered the kitty graphics query, else sixel when
    /// its device attributes list sixel, else this one (what the environment said).
    public func answered(kitty: Bool, sixel: Bool) -> TerminalGraphicsProtocol {
        kitty ? .kitty : sixel ? .sixel : self
    }

    /// Inside tmux or screen: `TMUX`, `TERM` screen*/tmux* or `TERM_PROGRAM=tmux`.
    private static func isMultiplexed(_ environment: [String: String]) -> Bool {
        let term = (environment["TERM"] ?? "").lowercased()
        return environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux")
            || (environment["TERM_PROGRAM"] ?? "").lowercased() == "tmux"
    }
}
