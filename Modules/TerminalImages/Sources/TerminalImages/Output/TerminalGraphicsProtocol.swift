/// How a picture is drawn on a terminal: one of three graphics protocols, colour half-blocks, or not at all.
///
/// The value is chosen once per run (by PictureLoading's `PictureProtocolChoice`, from `--images`, the environment
/// and the terminal's answer) and handed to ``TerminalPictureRenderer``, so no other code needs to know which
/// terminal it talks to.
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
}
