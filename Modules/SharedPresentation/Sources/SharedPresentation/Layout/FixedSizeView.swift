/// A view that keeps its ideal width in an `HStack` instead of wrapping, as long as the line allows.
public struct FixedSizeView<Content: View>: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// The content that should not shrink.
    let content: Content

    func widthProfile(in context: RenderContext) -> WidthProfile {
        .fixed(Layout.profile(of: content, in: context).ideal)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        Layout.render(content, width: width, in: context)
    }
}

extension View {
    /// Asks stacks to give this view its ideal width rather than wrapping it (dates, short labels).
    public func fixedSize() -> FixedSizeView<Self> {
        FixedSizeView(content: self)
    }
}
