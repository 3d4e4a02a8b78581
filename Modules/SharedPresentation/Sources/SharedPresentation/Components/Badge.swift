/// A coloured status label with a glyph, like `✓ Success` in green or `✗ Failure` in red.
public struct Badge: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// What the badge says.
    let status: BadgeStatus
    /// The label, sanitised.
    let label: String

    /// Creates a badge; without a label it uses the status's default ("Success", "Upcoming", …).
    public init(_ status: BadgeStatus, label: String? = nil) {
        self.status = status
        self.label = TextSanitizer.sanitize(label ?? status.defaultLabel, keepsNewlines: false)
    }

    /// The badge's line before fitting to a width.
    private func line(in context: RenderContext) -> StyledLine {
        let style = TextStyle(foreground: status.color)
        return StyledLine([
            StyledSpan(
                trusted: status.glyph(for: context.glyphs), style: TextStyle(bold: true, foreground: status.color)),
            StyledSpan(trusted: " " + ASCIIFallback.adapt(label, for: context.glyphs), style: style),
        ])
    }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        .fixed(line(in: context).width)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        [line(in: context).truncated(to: width, ellipsis: Glyphs.of(context.glyphs).ellipsis)]
    }
}
