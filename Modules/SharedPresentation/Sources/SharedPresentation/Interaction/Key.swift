/// A key press, decoded from terminal input bytes by ``KeyDecoder``; screens bind keys to their commands.
public enum Key: Equatable, Sendable {
    case up, down, left, right, pageUp, pageDown, home, end
    case enter, escape, backspace, tab, backTab
    case controlC, controlD, controlL
    /// A printable character.
    case character(Character)
}
