/// A view placed in a frame of fixed or limited width (and optionally fixed height), aligned inside it.
public struct FrameView<Content: View>: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// The framed content.
    let content: Content
    /// An exact width, if set.
    let width: Int?
    /// An exact height in lines, if set: shorter content is padded with blank lines, taller content cut.
    let height: Int?
    /// The least width, if set.
    let minWidth: Int?
    /// The most width, if set.
    let maxWidth: FrameLength?
    /// Where content narrower than the frame sits.
    let alignment: HorizontalAlignment

    func widthProfile(in context: RenderContext) -> WidthProfile {
        let child = Layout.profile(of: content, in: context)
        if let width { return .fixed(width) }
        let upper = maxWidth?.limit ?? .max
        let lower = min(minWidth ?? 0, upper)
        let minimum = min(max(lower, child.minimum), upper)
        let ideal = min(max(lower, child.ideal), upper)
        let maximum = maxWidth == nil ? max(child.maximum, ideal) : max(upper, ideal)
        return WidthProfile(minimum: minimum, ideal: ideal, maximum: maximum)
    }

    func renderLines(width offered: Int, in context: RenderContext) -> [StyledLine] {
        let frameWidth: Int
        var lines: [StyledLine]
        if let width {
            frameWidth = min(width, offered)
            lines = Layout.render(content, width: frameWidth, in: context)
        } else if let maxWidth {
            frameWidth = min(max(offered > 0 ? min(maxWidth.limit, offered) : 0, minWidth ?? 0), offered)
            lines = Layout.render(content, width: frameWidth, in: context)
        } else {
            lines = Layout.render(content, width: offered, in: context)
            frameWidth = min(max(Layout.blockWidth(lines), minWidth ?? 0), offered)
        }
        lines = Layout.align(lines, in: frameWidth, alignment: alignment).map {
            $0.clipped(to: frameWidth).padded(to: frameWidth)
        }
        if let height {
            if lines.count > height {
                lines.removeLast(lines.count - height)
            } else {
                lines.append(contentsOf: Array(repeating: StyledLine.blank(frameWidth), count: height - lines.count))
            }
        }
        return lines
    }
}

extension View {
    /// Gives the view an exact width in cells and/or an exact height in lines, aligned inside.
    public func frame(width: Int? = nil, height: Int? = nil, alignment: HorizontalAlignment = .leading)
        -> FrameView<Self>
    {
        FrameView(
            content: self, width: width.map { max(0, $0) }, height: height.map { max(0, $0) }, minWidth: nil,
            maxWidth: nil, alignment: alignment)
    }

    /// Limits the view's width: at least `minWidth`, at most `maxWidth` (`.infinity` fills the offered width).
    public func frame(minWidth: Int? = nil, maxWidth: FrameLength?, alignment: HorizontalAlignment = .leading)
        -> FrameView<Self>
    {
        FrameView(
            content: self, width: nil, height: nil, minWidth: minWidth.map { max(0, $0) }, maxWidth: maxWidth,
            alignment: alignment)
    }
}
