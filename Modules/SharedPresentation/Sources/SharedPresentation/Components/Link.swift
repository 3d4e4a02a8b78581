/// A titled link. In colour terminals the title is an underlined OSC 8 hyperlink; in plain output the URL
/// is printed after the title so it can be copied.
///
/// Only absolute `http`/`https` URLs become links; anything else is shown as plain, sanitised text.
struct Link: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// The title, sanitised.
    let title: String
    /// The destination as given, sanitised, for display.
    let destination: String
    /// The destination when it is a safe web URL.
    let url: String?

    /// Creates a link with a title.
    public init(_ title: String, destination: String) {
        self.title = TextSanitizer.sanitize(title, keepsNewlines: false)
        self.destination = TextSanitizer.sanitize(destination, keepsNewlines: false)
        self.url = TextSanitizer.linkURL(destination)
    }

    /// Whether the destination is a web URL that can be opened.
    public var isWebLink: Bool { url != nil }

    /// The text the link shows in `context`.
    func text(in context: RenderContext) -> Text {
        let shown = url ?? destination
        let separator = Text(": ")
        guard let url else {
            if title.isEmpty || title == shown { return Text(shown) }
            return shown.isEmpty ? Text(title) : Text(title) + separator + Text(shown).dim()
        }
        if context.hyperlinks {
            let style = TextStyle(underline: true, foreground: .cyan, link: url)
            return Text(title.isEmpty ? url : title, style: style)
        }
        if title.isEmpty || title == shown { return Text(url).underline() }
        return Text(title) + separator + Text(url).underline()
    }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        text(in: context).widthProfile(in: context)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        text(in: context).renderLines(width: width, in: context)
    }
}
