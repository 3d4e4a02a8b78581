/// A label and its value side by side, `Launch site  CCSFS SLC 40`: the label column is dim and the value
/// wraps under itself. When the line is too narrow, or a word of the value (a URL) would only fit below, the
/// value goes under the label, indented.
///
/// Inside a ``Form`` all labels share one column width.
public struct LabeledContent<Content: View>: View, PrimitiveView, LabeledContentRepresentable {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// The label, sanitised.
    let label: String
    /// The value.
    let content: Content

    /// Creates a labelled value from any view.
    public init(_ label: String, @ViewBuilder content: () -> Content) {
        self.label = TextSanitizer.sanitize(label, keepsNewlines: false)
        self.content = content()
    }

    /// Cells between the label column and the value.
    static var gap: Int { 2 }

    /// Below this many cells a value goes under its label instead of beside it, unless it fits on one line.
    static var narrowestValue: Int { 20 }

    var labelWidth: Int { DisplayWidth.of(label) }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        let column = context.labelWidth ?? labelWidth
        let value = Layout.profile(of: content, in: context)
        let ideal = column + Self.gap + value.ideal
        return WidthProfile(
            minimum: max(min(labelWidth, Self.narrowestValue), value.minimum + Self.gap), ideal: ideal,
            maximum: value.maximum == .max ? .max : max(ideal, column + Self.gap + value.maximum))
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        let column = min(context.labelWidth ?? labelWidth, width)
        let labelStyle = TextStyle(dim: true)
        let valueWidth = width - column - Self.gap
        let value = Layout.profile(of: content, in: context)
        let breaksWordsBeside = value.minimum > valueWidth && value.minimum <= width - Self.gap
        if valueWidth > 0 && (value.ideal <= valueWidth || valueWidth >= Self.narrowestValue && !breaksWordsBeside) {
            let labelText = Text(label, style: labelStyle)
            let labelLines = Layout.render(labelText, width: column, in: context)
            let valueLines = valueOrPlaceholder(width: valueWidth, in: context)
            return HStackLayout.join(
                [labelLines, valueLines], widths: [column, valueWidth], spacing: Self.gap, alignment: .top)
        }
        let labelLines = Layout.render(Text(label, style: labelStyle), width: width, in: context)
        let indent = min(Self.gap, width - 1)
        let valueLines = valueOrPlaceholder(width: width - indent, in: context)
        return labelLines + valueLines.map { StyledLine.blank(indent) + $0 }
    }

    /// The value's lines, or a dim dash when the value shows nothing (missing data).
    private func valueOrPlaceholder(width: Int, in context: RenderContext) -> [StyledLine] {
        let lines = Layout.render(content, width: width, in: context)
        return lines.isEmpty ? [StyledLine([StyledSpan(trusted: "-", style: TextStyle(dim: true))])] : lines
    }
}

extension LabeledContent where Content == Text {
    /// Creates a labelled text value, such as data from the API; the value is sanitised.
    public init(_ label: String, value: String) {
        self.init(label) { Text(verbatim: value) }
    }
}

/// What a `Form` needs to know about a `LabeledContent` of any content type.
protocol LabeledContentRepresentable {
    /// The display width of the label.
    var labelWidth: Int { get }
}
