/// A view built from what the render knows about pictures (``RenderContext/pictures``, nil when they are off),
/// like ``WidthReader`` for the width: a list that makes room for thumbnails only when pictures can be drawn.
public struct PictureSlotsReader<Content: View>: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// Builds the content for the render's picture slots.
    let content: @Sendable (PictureSlots?) -> Content

    /// Creates a reader whose content is built from the render's picture slots.
    public init(@ViewBuilder content: @escaping @Sendable (_ slots: PictureSlots?) -> Content) {
        self.content = content
    }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        Layout.profile(of: content(context.pictures), in: context)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        Layout.render(content(context.pictures), width: width, in: context)
    }
}
