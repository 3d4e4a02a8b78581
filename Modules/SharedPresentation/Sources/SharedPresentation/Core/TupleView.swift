/// Several views built by a ``ViewBuilder`` block, shown one under another.
///
/// Lists and forms treat each child as its own row.
public struct TupleView: View, PrimitiveView, ChildrenProviding {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// The views of the block, in order.
    public let children: [AnyView]

    /// Creates a group from already erased views.
    public init(_ children: [AnyView]) {
        self.children = children
    }

    var childViews: [any View] { children.map { $0 } }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        VStackLayout.profile(of: childViews, in: context)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        VStackLayout.render(childViews, width: width, spacing: 0, alignment: .leading, in: context)
    }
}
