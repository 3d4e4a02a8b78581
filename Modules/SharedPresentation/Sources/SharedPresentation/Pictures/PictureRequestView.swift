/// Content marked as the text of a picture slot (a loading or failed line, a placeholder), so a
/// ``RenderedFrame`` lists the picture as asked for; it looks exactly like its content.
struct PictureRequestView<Content: View>: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// The picture's address.
    let url: String
    /// What is drawn.
    let content: Content

    func widthProfile(in context: RenderContext) -> WidthProfile {
        Layout.profile(of: content, in: context)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        Layout.render(content, width: width, in: context).map {
            $0.pictureTagged(PictureTag(url: url, kind: .request))
        }
    }
}
