/// A view built from the width it is offered, like a one-axis `GeometryReader`: rows that lay out columns for
/// the room they get, with widths a list computed once for all its rows (see ``TableLayout``).
///
/// Like `GeometryReader` it takes whatever width it is offered: in an `HStack` it gets the room left over.
struct WidthReader<Content: View>: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// Builds the content for an offered width (always > 0).
    let content: @Sendable (Int) -> Content

    /// Creates a reader whose content is built for the width offered.
    init(@ViewBuilder content: @escaping @Sendable (_ width: Int) -> Content) {
        self.content = content
    }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        .flexible(minimum: 0, ideal: 0)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        Layout.render(content(width), width: width, in: context)
    }
}
