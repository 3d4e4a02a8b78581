@testable import SharedPresentation

/// Renders `view` at `width` as plain strings, the way snapshot tests and pipes see it.
func plain(_ view: some View, width: Int, glyphs: GlyphMode = .unicode) -> [String] {
    TextRenderer.plain.render(view, width: width, glyphs: glyphs)
}

/// Renders `view` at `width` with colour and hyperlinks on.
func ansi(_ view: some View, width: Int, glyphs: GlyphMode = .unicode) -> [String] {
    TextRenderer.ansi.render(view, width: width, glyphs: glyphs)
}

/// The styled lines of `view`, for checking styles.
func styled(_ view: some View, width: Int, hyperlinks: Bool = false, glyphs: GlyphMode = .unicode) -> [StyledLine] {
    view.render(width: width, context: RenderContext(glyphs: glyphs, hyperlinks: hyperlinks))
}

/// The style of the first span of `line` whose text contains `text`.
func style(of text: String, in lines: [StyledLine]) -> TextStyle? {
    for line in lines {
        if let span = line.spans.first(where: { $0.text.contains(text) }) { return span.style }
    }
    return nil
}
