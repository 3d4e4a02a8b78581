/// A framed picture slot: the picture's description and its URL, in a frame that says "Image".
///
/// Without pictures (``RenderContext/pictures`` nil) that is all it draws. With pictures on, a picture that is
/// loading adds a dim spinner line, a ready one gets blank cells reserved above the text (sized to the frame and
/// ``PictureSlots/detailMaxRows``, keeping its aspect ratio) for an overlay to draw on, and a failed one adds its
/// reason on a dim line. The URL is a hyperlink in colour terminals when it is a web URL; without a URL the frame
/// says so.
public struct Image: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// What the picture shows, sanitised.
    let alt: String
    /// The picture's address, if any.
    let url: String?

    /// Creates an image slot from a description and an optional URL.
    public init(_ alt: String, url: String?) {
        self.alt = TextSanitizer.sanitize(alt)
        self.url = url.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The description and the address.
    private var caption: some View {
        VStack {
            Text(alt)
            if let url {
                Link("", destination: url).dim()
            } else {
                Text("No image available").dim()
            }
        }
    }

    /// The lines inside the frame, for the picture's state in `context`.
    private func content(in context: RenderContext) -> AnyView {
        guard let url, let slots = context.pictures else { return AnyView(caption) }
        switch slots.state(for: url) {
        case .ready(let pixelWidth, let pixelHeight):
            let picture = ReservedPicture(url: url, pixelWidth: pixelWidth, pixelHeight: pixelHeight, slots: slots)
            return AnyView(
                VStack {
                    picture; caption
                })
        case .failed(let reason):
            return AnyView(
                VStack {
                    caption; PictureRequestView(url: url, content: Text(reason).dim())
                })
        case .loading, nil:
            let spinner = ProgressView("Loading picture", tick: slots.spinnerTick ?? 0).dim()
            return AnyView(
                VStack {
                    caption; PictureRequestView(url: url, content: spinner)
                })
        }
    }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        let inner = Layout.profile(of: content(in: context), in: context)
        return WidthProfile(
            minimum: inner.minimum + 4, ideal: max(inner.ideal + 4, 11), maximum: max(inner.ideal + 4, 11))
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        let content = content(in: context)
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
