/// A thin dim rule: across the full width in a `VStack`, or a vertical bar as tall as its neighbours in an
/// `HStack`.
struct Divider: View, PrimitiveView, HeightFilling {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// Creates a divider.
    public init() {}

    func widthProfile(in context: RenderContext) -> WidthProfile {
        context.axis == .horizontal ? .fixed(1) : .flexible(minimum: 0, ideal: 0)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        let glyphs = Glyphs.of(context.glyphs)
        let style = TextStyle(dim: true)
        if context.axis == .horizontal {
            let bar = StyledLine.repeating(glyphs.verticalRule, count: 1, style: style)
            return Array(repeating: bar, count: context.proposedHeight ?? 1)
        }
        return [StyledLine.repeating(glyphs.horizontalRule, count: width, style: style)]
    }
}
