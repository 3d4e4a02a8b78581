/// Content in a rounded box with its title in the top border: `╭─ Rocket ───╮`.
///
/// A highlighted card (the focused, openable one) gets a heavy cyan border, so focus is visible without
/// colour too. ASCII terminals get `+-|` borders (`#=` when highlighted).
struct Card<Content: View>: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// The title shown in the top border, sanitised, or nil.
    let title: String?
    /// Whether the card has focus.
    let isHighlighted: Bool
    /// What is inside the box.
    let content: Content

    /// Creates a card.
    init(_ title: String? = nil, isHighlighted: Bool = false, @ViewBuilder content: () -> Content) {
        self.title = title.map { TextSanitizer.sanitize($0, keepsNewlines: false) }
        self.isHighlighted = isHighlighted
        self.content = content()
    }

    /// Cells taken by the borders and inner padding.
    static var chrome: Int { 4 }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        let inner = Layout.profile(of: content, in: context)
        let titleWidth = title.map { DisplayWidth.of($0) + 6 } ?? 0
        return .flexible(minimum: inner.minimum + Self.chrome, ideal: max(inner.ideal + Self.chrome, titleWidth))
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        guard width > Self.chrome else { return Layout.render(content, width: width, in: context) }
        let glyphs = Glyphs.of(context.glyphs)
        let box = isHighlighted ? glyphs.heavyBox : glyphs.roundedBox
        let border = isHighlighted ? TextStyle(bold: true, foreground: .cyan) : TextStyle(dim: true)
        let inner = width - Self.chrome
        let side = StyledLine([StyledSpan(trusted: box.vertical, style: border)])
        var lines = [BoxBorder.top(box, title: title, width: width, border: border, in: context)]
        for line in Layout.render(content, width: inner, in: context) {
            lines.append(side + StyledLine.blank(1) + line.padded(to: inner) + StyledLine.blank(1) + side)
        }
        lines.append(BoxBorder.bottom(box, width: width, border: border))
        return lines
    }
}

/// Top and bottom border lines shared by `Card` and `Image`.
enum BoxBorder {
    /// `╭─ Title ───╮`, the title bold and cut with an ellipsis when the box is narrow; no title below 7 cells.
    static func top(
        _ box: BoxGlyphs, title: String?, width: Int, border: TextStyle, in context: RenderContext
    ) -> StyledLine {
        var line = StyledLine([StyledSpan(trusted: box.topLeft + box.horizontal, style: border)])
        if let title, !title.isEmpty, width >= 7 {
            let title = ASCIIFallback.adapt(title, for: context.glyphs)
            let label = StyledLine([StyledSpan(trusted: title, style: TextStyle(bold: true))])
                .truncated(to: width - 6, ellipsis: Glyphs.of(context.glyphs).ellipsis)
            line.append(StyledLine.blank(1))
            line.append(label)
            line.append(StyledLine.blank(1))
        }
        line.append(StyledLine.repeating(box.horizontal, count: width - line.width - 1, style: border))
        line.append(StyledSpan(trusted: box.topRight, style: border))
        return line
    }

    /// `╰──────╯`.
    static func bottom(_ box: BoxGlyphs, width: Int, border: TextStyle) -> StyledLine {
        StyledLine([
            StyledSpan(trusted: box.bottomLeft, style: border),
            StyledSpan(trusted: String(repeating: box.horizontal, count: max(0, width - 2)), style: border),
            StyledSpan(trusted: box.bottomRight, style: border),
        ])
    }
}
