/// A key hint that is only drawn where keys work (``RenderContext/showsKeyHints``); in script output it takes
/// no room at all.
public struct InteractiveOnlyView<Content: View>: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// The hint.
    let content: Content

    func widthProfile(in context: RenderContext) -> WidthProfile {
        context.showsKeyHints ? Layout.profile(of: content, in: context) : .fixed(0)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        context.showsKeyHints ? Layout.render(content, width: width, in: context) : []
    }
}

extension View {
    /// Shows this view only where keys work: for key hints like "⏎ View rocket" that mean nothing in a pipe.
    public func interactiveOnly() -> InteractiveOnlyView<Self> {
        InteractiveOnlyView(content: self)
    }
}
