import TerminalImages
import TerminalRuntime

/// How a run draws pictures, decided in one place from everything that has a say: the explicit choice
/// (`--images` or its variable, which always wins), else the environment (which terminal the variables name),
/// refined by the terminal's own answer when asking it may find better.
///
/// Built once per run; ``beforeAsking`` is what script mode and a browser that does not ask use, ``answered(_:)``
/// what the browser uses after ``TerminalGraphicsQuery`` asked (only when ``asksTerminal``).
public struct PictureProtocolChoice: Sendable, Equatable {
    /// The protocol from the explicit choice, else from the environment: none when output is not a terminal that
    /// shows colour.
    let beforeAsking: TerminalGraphicsProtocol
    /// Whether to ask the terminal which graphics it draws: `auto` only, on an interactive colour terminal whose
    /// environment named no kitty or iTerm2 terminal, not `TERM=dumb`, and never inside tmux or screen, which
    /// would pass the question to the terminal outside.
    let asksTerminal: Bool

    /// Decides from `requested` (the explicit choice, or `auto`), the process's `environment`, whether standard
    /// output is a terminal that shows colour (`drawsColour`) and whether input and output are both terminals,
    /// so the terminal can be asked (`isInteractive`).
    public init(
        requested: ImageOutputMode, environment: [String: String], drawsColour: Bool, isInteractive: Bool
    ) {
        switch requested {
        case .fixed(let chosen):
            beforeAsking = chosen
            asksTerminal = false
        case .auto:
            let detected = Self.detect(environment: environment, isTerminal: drawsColour)
            beforeAsking = detected
            asksTerminal =
                drawsColour && isInteractive && detected != .kitty && detected != .iterm2
                && (environment["TERM"] ?? "").lowercased() != "dumb" && !Self.isMultiplexed(environment)
        }
    }

    /// The protocol once the terminal answered `support`: kitty when it answered the kitty graphics query, else
    /// sixel when its device attributes list sixel, else ``beforeAsking``; always ``beforeAsking`` when the
    /// terminal is not to be asked.
    public func answered(_ support: TerminalGraphicsSupport) -> TerminalGraphicsProtocol {
        guard asksTerminal else { return beforeAsking }
        return support.kitty ? .kitty : support.sixel ? .sixel : beforeAsking
    }

    /// The protocol the terminal most likely speaks, from its environment variables alone.
    ///
    /// Not a terminal → `none`. `KITTY_WINDOW_ID`, `TERM=xterm-kitty`/`xterm-ghostty` or `TERM_PROGRAM=ghostty`
    /// → kitty; `TERM_PROGRAM` iTerm.app, WezTerm or vscode (or `TERM=wezterm`) → iTerm2; `TERM` foot or mlterm
    /// → sixel; inside tmux or screen (which swallow graphics) or otherwise, `COLORTERM` truecolor/24bit →
    /// blocks; else none. `TERM=dumb` is always none.
    static func detect(environment: [String: String], isTerminal: Bool) -> TerminalGraphicsProtocol {
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

    /// Inside tmux or screen: `TMUX`, `TERM` screen*/tmux* or `TERM_PROGRAM=tmux`.
    private static func isMultiplexed(_ environment: [String: String]) -> Bool {
        let term = (environment["TERM"] ?? "").lowercased()
        return environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux")
            || (environment["TERM_PROGRAM"] ?? "").lowercased() == "tmux"
    }
}
