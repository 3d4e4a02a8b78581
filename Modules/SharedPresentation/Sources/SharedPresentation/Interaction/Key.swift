/// A key press, decoded from terminal input bytes by ``KeyDecoder``; screens bind keys to their commands.
public enum Key: Equatable, Sendable {
    case up, down, left, right, pageUp, pageDown, home, end
    case enter, escape, backspace, tab, backTab
    case controlC, controlD, controlL
    /// Ctrl-Z: suspend the browser (raw input turns the terminal's own suspend key into this byte).
    case controlZ
    /// A printable character.
    case character(Character)
}

extension Key {
    /// The key as the key help names it: `↑`, `PgDn`, `⏎`, `Space`, `Ctrl-C`, `q`.
    public var name: String {
        switch self {
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .enter: "⏎"
        case .escape: "Esc"
        case .backspace: "⌫"
        case .tab: "Tab"
        case .backTab: "⇧Tab"
        case .controlC: "Ctrl-C"
        case .controlD: "Ctrl-D"
        case .controlL: "Ctrl-L"
        case .controlZ: "Ctrl-Z"
        case .character(" "): "Space"
        case .character(let character): String(character)
        }
    }
}
