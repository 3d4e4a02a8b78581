/// Settings that flow down the view tree while rendering: which glyphs to draw and whether links are live.
public struct RenderContext: Sendable, Equatable {
    /// Unicode box drawing and emoji, or plain ASCII for terminals that cannot show them.
    public var glyphs: GlyphMode
    /// Whether links become OSC 8 hyperlinks (colour terminals) instead of printing their URL.
    var hyperlinks: Bool
    /// Whether keys work, so key hints ("Press r to retry", "⏎ View rocket") make sense; script output sets it
    /// false and they are left out (see ``RetryHint`` and ``View/interactiveOnly()``).
    public var showsKeyHints = true
    /// What a failure worth retrying says when keys don't work, like "Run again with --refresh to retry"; nil
    /// says nothing.
    public var retryHintWithoutKeys: String?
    /// What is known about pictures, or nil when pictures are off and every view draws its text stand-in.
    public var pictures: PictureSlots?
    /// The colours a renderer of this run's lines gives them (the config file's `theme`); views don't read it.
    public var theme = Theme.dark

    /// The stack direction the view sits in, so `Spacer` and `Divider` know which way to extend.
    var axis: Axis = .vertical
    /// The shared label column width set by `Form` for its `LabeledContent` rows.
    var labelWidth: Int?
    /// The number of lines a view should fill, set by `HStack` for vertical dividers.
    var proposedHeight: Int?

    /// Creates a context; the defaults suit tests and plain pipes with Unicode output.
    public init(glyphs: GlyphMode = .unicode, hyperlinks: Bool = false) {
        self.glyphs = glyphs
        self.hyperlinks = hyperlinks
    }

    /// A context matching a renderer's colour mode: hyperlinks are on exactly when colour is.
    public init(colorMode: ColorMode, glyphs: GlyphMode) {
        self.init(glyphs: glyphs, hyperlinks: colorMode == .ansi)
    }

    /// A copy with `axis` set.
    func with(axis: Axis) -> RenderContext {
        var copy = self
        copy.axis = axis
        return copy
    }
}

/// The direction of a stack.
enum Axis: Sendable, Equatable {
    /// Children side by side (`HStack`).
    case horizontal
    /// Children one under another (`VStack`, the top level).
    case vertical
}
