/// A framed placeholder for a picture a terminal cannot show: its description and its URL.
///
/// The URL is a hyperlink in colour terminals when it is a web URL; without a URL the frame says so.
public struct Image: View, PrimitiveView {
    /// What the picture shows, sanitised.
    let alt: String
    /// The picture's address, if any.
    let url: String?

    /// Creates an image placeholder from a description and an optional URL.
    public init(_ alt: String, url: String?) {
        self.alt = TextSanitizer.sanitize(alt)
        self.url = url.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The lines inside the frame.
    private var content: some View {
        VStack {
            Text(alt)
            if let url {
                Link("", destination: url).dim()
            } else {
                Text("No image available").dim()
            }
        }
    }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        let inner = Layout.profile(of: content, in: context)
        return WidthProfile(
            minimum: inner.minimum + 4, ideal: max(inner.ideal + 4, 11), maximum: max(inner.ideal + 4, 11))
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        let profile = widthProfile(in: context)
        let boxWidth = min(width, profile.ideal)
        guard boxWidth > 4 else { return Layout.render(content, width: width, in: context) }
        let box = Glyphs.of(context.glyphs).squareBox
        let border = TextStyle(dim: true)
        let inner = boxWidth - 4
        let side = StyledLine([StyledSpan(trusted: box.vertical, style: border)])
        var lines = [BoxBorder.top(box, title: "Image", width: boxWidth, border: border, in: context)]
        for line in Layout.render(content, width: inner, in: context) {
            lines.append(side + StyledLine.blank(1) + line.padded(to: inner) + StyledLine.blank(1) + side)
        }
        lines.append(BoxBorder.bottom(box, width: boxWidth, border: border))
        return lines
    }
}
