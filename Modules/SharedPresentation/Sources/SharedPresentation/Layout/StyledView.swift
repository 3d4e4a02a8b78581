/// A view whose text gets extra attributes or a colour; a piece's own colour wins over the outer one.
public struct StyledView<Content: View>: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// The restyled content.
    let content: Content
    /// The style added around the content's own styles.
    let style: TextStyle

    func widthProfile(in context: RenderContext) -> WidthProfile {
        Layout.profile(of: content, in: context)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        Layout.render(content, width: width, in: context).map { $0.inheriting(style) }
    }
}

extension View {
    /// Makes all text in the view bold.
    public func bold() -> StyledView<Self> { StyledView(content: self, style: TextStyle(bold: true)) }

    /// Makes all text in the view dim.
    public func dim() -> StyledView<Self> { StyledView(content: self, style: TextStyle(dim: true)) }

    /// Makes all text in the view italic.
    func italic() -> StyledView<Self> { StyledView(content: self, style: TextStyle(italic: true)) }

    /// Underlines all text in the view.
    func underline() -> StyledView<Self> { StyledView(content: self, style: TextStyle(underline: true)) }

    /// Swaps foreground and background for all text in the view.
    public func inverse() -> StyledView<Self> { StyledView(content: self, style: TextStyle(inverse: true)) }

    /// Colours text in the view that has no colour of its own.
    public func foregroundColor(_ color: TerminalColor?) -> StyledView<Self> {
        StyledView(content: self, style: TextStyle(foreground: color))
    }
}
