/// A titled group of rows. In a ``List`` the header is a row of its own that cannot be selected; elsewhere
/// the section shows its header above its content.
public struct Section<Content: View>: View, PrimitiveView, SectionRepresentable {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// The header text, already sanitised, or nil for no header.
    let header: String?
    /// The rows of the section.
    let content: Content

    /// Creates a section with a header.
    public init(_ header: String, @ViewBuilder content: () -> Content) {
        self.header = TextSanitizer.sanitize(header, keepsNewlines: false)
        self.content = content()
    }

    /// Creates a section without a header.
    public init(@ViewBuilder content: () -> Content) {
        self.header = nil
        self.content = content()
    }

    var rows: [any View] { Layout.flatten(content) }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        let rows = VStackLayout.profile(of: self.rows, in: context)
        let title = header.map { DisplayWidth.of($0) } ?? 0
        return WidthProfile(
            minimum: max(rows.minimum, min(title, 1)), ideal: max(rows.ideal, title), maximum: .max)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        var lines: [StyledLine] = []
        if let header {
            lines.append(SectionHeader.line(header, width: width, in: context))
        }
        lines.append(contentsOf: VStackLayout.render(rows, width: width, spacing: 0, alignment: .leading, in: context))
        return lines
    }
}

/// What a `List` or `Form` needs to know about a `Section` of any content type.
protocol SectionRepresentable {
    /// The header text, if any.
    var header: String? { get }
    /// The section's rows.
    var rows: [any View] { get }
}

/// Draws section headers: the bold title followed by a dim rule to the end of the line.
enum SectionHeader {
    /// The header line for `title` at `width`.
    static func line(_ title: String, width: Int, in context: RenderContext) -> StyledLine {
        let glyphs = Glyphs.of(context.glyphs)
        let title = ASCIIFallback.adapt(title, for: context.glyphs)
        var line = StyledLine([StyledSpan(trusted: title, style: TextStyle(bold: true))])
            .truncated(to: width, ellipsis: glyphs.ellipsis)
        let rule = width - line.width - 1
        if rule > 0 {
            line.append(StyledLine.blank(1))
            line.append(StyledLine.repeating(glyphs.horizontalRule, count: rule, style: TextStyle(dim: true)))
        }
        return line
    }
}
