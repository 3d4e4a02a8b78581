/// One view per element of a collection; inside a `List` each becomes a row.
///
/// Views are built when the `ForEach` is created, so it holds no closure and stays `Sendable`.
public struct ForEach<Content: View>: View, PrimitiveView, ChildrenProviding {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// The view of every element, in order.
    public let elements: [Content]

    /// Creates one view per identifiable element.
    public init<Data: RandomAccessCollection>(_ data: Data, @ViewBuilder content: (Data.Element) -> Content)
    where Data.Element: Identifiable {
        elements = data.map(content)
    }

    /// Creates one view per index in `range`.
    public init(_ range: Range<Int>, @ViewBuilder content: (Int) -> Content) {
        elements = range.map(content)
    }

    var childViews: [any View] { elements }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        VStackLayout.profile(of: childViews, in: context)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        VStackLayout.render(childViews, width: width, spacing: 0, alignment: .leading, in: context)
    }
}
