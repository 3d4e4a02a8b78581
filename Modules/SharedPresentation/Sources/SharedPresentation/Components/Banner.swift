/// A one-message notice across the screen in a status colour, with the status glyph so it reads without
/// colour: `⚠ Offline — the SpaceX API's data as of its last update (October 2022)`. Long messages wrap under
/// themselves.
public struct Banner: View {
    /// The message, sanitised by `Text`.
    let message: String
    /// Which colour and glyph the banner uses.
    let status: BadgeStatus

    /// Creates a banner; warnings are the default.
    public init(_ message: String, status: BadgeStatus = .warning) {
        self.message = message
        self.status = status
    }

    /// The glyph beside the wrapped, bold, coloured message.
    public var body: some View {
        HStack(spacing: 1) {
            StatusGlyph(status: status)
            Text(message).bold().foregroundColor(status.color)
        }
    }
}

/// The glyph of a ``BadgeStatus`` in its colour, chosen for the context's glyph mode.
struct StatusGlyph: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// The status to show.
    let status: BadgeStatus

    func widthProfile(in context: RenderContext) -> WidthProfile {
        .fixed(DisplayWidth.of(status.glyph(for: context.glyphs)))
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        let style = TextStyle(bold: true, foreground: status.color)
        return [StyledLine([StyledSpan(trusted: status.glyph(for: context.glyphs), style: style)]).clipped(to: width)]
    }
}
