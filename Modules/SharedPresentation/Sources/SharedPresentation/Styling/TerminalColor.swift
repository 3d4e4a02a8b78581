/// The small palette every terminal can show; the renderer maps each to an SGR foreground code.
public enum TerminalColor: Sendable, Hashable, CaseIterable {
    /// Black (SGR 30).
    case black
    /// Red: failures and errors (SGR 31).
    case red
    /// Green: success (SGR 32).
    case green
    /// Yellow: warnings, stale data (SGR 33).
    case yellow
    /// Blue: upcoming, informational (SGR 34).
    case blue
    /// Magenta (SGR 35).
    case magenta
    /// Cyan: accents, links, selection (SGR 36).
    case cyan
    /// White (SGR 37).
    case white
    /// Grey: unknown or secondary (SGR 90, bright black).
    case gray

    /// The SGR parameter that selects this colour as foreground.
    var sgrForeground: Int {
        switch self {
        case .black: 30
        case .red: 31
        case .green: 32
        case .yellow: 33
        case .blue: 34
        case .magenta: 35
        case .cyan: 36
        case .white: 37
        case .gray: 90
        }
    }
}
