/// Groups views without adding any layout of its own; its children are shown one under another.
///
/// Useful to apply one modifier to several views, or to return several rows to a ``List``.
struct Group<Content: View>: View, PrimitiveView, ChildrenProviding {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// The grouped content.
    let content: Content

    /// Creates a group from a view builder.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var childViews: [any View] { Layout.children(of: content) ?? [content] }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        Layout.profile(of: content, in: context)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        Layout.render(content, width: width, in: context)
    }
}
