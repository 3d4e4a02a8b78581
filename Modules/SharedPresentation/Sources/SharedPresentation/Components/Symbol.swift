/// A short glyph with an ASCII fallback, chosen when rendering from the context's ``GlyphMode``.
///
/// Use it for icons: `Symbol("✓", ascii: "+").foregroundColor(.green)`.
public struct Symbol: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// The glyph for Unicode terminals.
    let unicode: String
    /// The glyph for ASCII terminals.
    let ascii: String
    /// How the glyph looks.
    let style: TextStyle

    /// Creates a symbol; both strings are sanitised.
    public init(_ unicode: String, ascii: String, style: TextStyle = .plain) {
        self.unicode = TextSanitizer.sanitize(unicode, keepsNewlines: false)
        self.ascii = TextSanitizer.sanitize(ascii, keepsNewlines: false)
        self.style = style
    }

    /// The glyph for `mode`.
    func text(for mode: GlyphMode) -> String {
        mode == .unicode ? unicode : ascii
    }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        .fixed(DisplayWidth.of(text(for: context.glyphs)))
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        let text = text(for: context.glyphs)
        guard !text.isEmpty else { return [] }
        return [StyledLine([StyledSpan(trusted: text, style: style)]).clipped(to: width)]
    }
}
