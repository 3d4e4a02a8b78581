/// A view with blank room around it: lines above and below, cells before and after.
public struct PaddedView<Content: View>: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// The padded content.
    let content: Content
    /// The padded sides.
    let edges: Edge.Set
    /// How much room each padded side gets.
    let length: Int

    func widthProfile(in context: RenderContext) -> WidthProfile {
        let child = Layout.profile(of: content, in: context)
        let extra = horizontalPadding
        return WidthProfile(
            minimum: child.minimum + extra, ideal: child.ideal + extra,
            maximum: child.maximum == .max ? .max : child.maximum + extra)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        let leading = edges.contains(.leading) ? length : 0
        let inner = width - horizontalPadding
        guard inner > 0 else { return [] }
        let body = Layout.render(content, width: inner, in: context)
        let indent = StyledLine.blank(leading)
        let trailing = edges.contains(.trailing) ? length : 0
        let blockWidth = Layout.blockWidth(body)
        var lines = body.map { line in
            trailing > 0 ? indent + line.padded(to: blockWidth + trailing) : indent + line
        }
        if edges.contains(.top) { lines.insert(contentsOf: Array(repeating: StyledLine(), count: length), at: 0) }
        if edges.contains(.bottom) { lines.append(contentsOf: Array(repeating: StyledLine(), count: length)) }
        return lines
    }

    /// Cells added across the width.
    private var horizontalPadding: Int {
        (edges.contains(.leading) ? length : 0) + (edges.contains(.trailing) ? length : 0)
    }
}

extension View {
    /// Adds `length` blank cells (leading/trailing) or lines (top/bottom) on the given sides.
    public func padding(_ edges: Edge.Set = .all, _ length: Int = 1) -> PaddedView<Self> {
        PaddedView(content: self, edges: edges, length: max(0, length))
    }

    /// Adds `length` blank cells or lines on every side.
    public func padding(_ length: Int) -> PaddedView<Self> {
        padding(.all, length)
    }
}
