/// A view that shows nothing and takes no room.
public struct EmptyView: View, PrimitiveView, ChildrenProviding {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// Creates an empty view.
    public init() {}

    var childViews: [any View] { [] }

    func widthProfile(in context: RenderContext) -> WidthProfile { .fixed(0) }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] { [] }
}
