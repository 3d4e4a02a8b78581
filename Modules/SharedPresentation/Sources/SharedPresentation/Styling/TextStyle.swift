/// How a run of text looks: attributes, a foreground colour and an optional hyperlink target.
public struct TextStyle: Sendable, Hashable {
    /// Heavier text for titles and emphasis.
    public var bold: Bool
    /// Fainter text for secondary information.
    public var dim: Bool
    /// Slanted text.
    var italic: Bool
    /// Underlined text, used for links.
    var underline: Bool
    /// Swapped foreground and background, used for selection.
    public var inverse: Bool
    /// The foreground colour, or nil for the terminal's default.
    public var foreground: TerminalColor?
    /// A validated `http`/`https` URL the text links to, emitted as an OSC 8 hyperlink in colour mode.
    public var link: String?
    /// The focusable element (a ``Button``) this text belongs to; invisible, read back by ``RenderedFrame``.
    public internal(set) var focusTag: FocusTag?
    /// The picture slot this text belongs to; invisible, read back by ``RenderedFrame``.
    var pictureTag: PictureTag?

    /// Creates a style; the default is plain text.
    public init(
        bold: Bool = false, dim: Bool = false, italic: Bool = false, underline: Bool = false, inverse: Bool = false,
        foreground: TerminalColor? = nil, link: String? = nil
    ) {
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.inverse = inverse
        self.foreground = foreground
        self.link = link
    }

    /// Plain text with no attributes.
    public static let plain = TextStyle()

    /// Whether this style changes nothing about how text looks.
    var isPlain: Bool { visual == .plain }

    /// This style with `outer` applied around it: attributes add up, while this style's own colour and link win.
    func inheriting(_ outer: TextStyle) -> TextStyle {
        TextStyle(
            bold: bold || outer.bold, dim: dim || outer.dim, italic: italic || outer.italic,
            underline: underline || outer.underline, inverse: inverse || outer.inverse,
            foreground: foreground ?? outer.foreground, link: link ?? outer.link
        )
        .tagged(focusTag ?? outer.focusTag)
        .pictureTagged(pictureTag ?? outer.pictureTag)
    }

    /// This style marked as part of the focusable element `tag`.
    func tagged(_ tag: FocusTag?) -> TextStyle {
        var copy = self
        copy.focusTag = tag
        return copy
    }

    /// This style marked as part of the picture slot `tag`.
    func pictureTagged(_ tag: PictureTag?) -> TextStyle {
        var copy = self
        copy.pictureTag = tag
        return copy
    }

    /// How the text looks, without the invisible focus and picture tags.
    var visual: TextStyle { tagged(nil).pictureTagged(nil) }
}
