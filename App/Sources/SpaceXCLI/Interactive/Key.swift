/// A key press the browser understands, decoded from terminal input bytes.
public enum Key: Equatable, Sendable {
    case up, down, left, right, pageUp, pageDown, home, end
    case enter, escape, backspace, tab, backTab
    case controlC, controlD, controlL
    /// A printable character.
    case character(Character)
}
