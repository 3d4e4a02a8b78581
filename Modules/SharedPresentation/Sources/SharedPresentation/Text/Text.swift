/// Styled text that wraps by words to the offered width, or is cut with "…" after `lineLimit` lines.
///
/// Every string is sanitised on the way in, so data from the API can be shown as is:
/// `Text(launch.details ?? "No description")`. Combine differently styled pieces with `+`.
public struct Text: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// The styled pieces of the text.
    var runs: [TextRun]
    /// The most lines to show, or nil for as many as needed.
    var maximumLines: Int?
    /// How lines of a wrapped paragraph sit relative to each other.
    var alignment: HorizontalAlignment = .leading

    /// Creates text from any string, sanitised for the terminal; `\n` starts a new paragraph.
    public init(_ content: some StringProtocol) {
        self.init(verbatim: String(content))
    }

    /// Creates text from a string from data, sanitised for the terminal; `\n` starts a new paragraph.
    public init(verbatim content: String) {
        runs = [TextRun(text: TextSanitizer.sanitize(content), style: .plain)]
    }

    /// Creates text in a given style.
    public init(_ content: String, style: TextStyle) {
        runs = [TextRun(text: TextSanitizer.sanitize(content), style: style)]
    }

    /// Two texts one after the other, wrapping as one paragraph and keeping each one's style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var result = lhs
        result.runs.append(contentsOf: rhs.runs)
        return result
    }

    /// Bold text.
    public func bold() -> Text { styled(TextStyle(bold: true)) }

    /// Dim (secondary) text.
    public func dim() -> Text { styled(TextStyle(dim: true)) }

    /// Italic text.
    func italic() -> Text { styled(TextStyle(italic: true)) }

    /// Underlined text.
    func underline() -> Text { styled(TextStyle(underline: true)) }

    /// Text with foreground and background swapped.
    public func inverse() -> Text { styled(TextStyle(inverse: true)) }

    /// Text in `color`, unless a piece already has its own colour.
    public func foregroundColor(_ color: TerminalColor?) -> Text { styled(TextStyle(foreground: color)) }

    /// Shows at most `limit` lines, ending the last with "…" when text was cut; nil removes the limit.
    public func lineLimit(_ limit: Int?) -> Text {
        var copy = self
        copy.maximumLines = limit
        return copy
    }

    /// Aligns the lines of wrapped text against each other: leading, centred or trailing.
    func multilineTextAlignment(_ alignment: HorizontalAlignment) -> Text {
        var copy = self
        copy.alignment = alignment
        return copy
    }

    /// The text without styling, as it reads.
    public var plainText: String { runs.map(\.text).joined() }

    /// A copy with `style` applied around every run's own style.
    func styled(_ style: TextStyle) -> Text {
        var copy = self
        copy.runs = runs.map { TextRun(text: $0.text, style: $0.style.inheriting(style)) }
        return copy
    }

    /// The runs with punctuation adapted to the context's glyph mode.
    private func runs(for context: RenderContext) -> [TextRun] {
        guard context.glyphs == .ascii else { return runs }
        return runs.map { TextRun(text: ASCIIFallback.adapt($0.text, for: .ascii), style: $0.style) }
    }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        let paragraphs = TextLayout.paragraphs(of: runs(for: context))
        let ideal = TextLayout.naturalWidth(of: paragraphs)
        return WidthProfile(minimum: min(ideal, TextLayout.longestWord(in: paragraphs)), ideal: ideal, maximum: ideal)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        let ellipsis = Glyphs.of(context.glyphs).ellipsis
        let runs = runs(for: context)
        let paragraphs = TextLayout.paragraphs(of: runs)
        let cellLines = TextLayout.wrap(
            paragraphs, width: width, lineLimit: maximumLines, ellipsis: TextLayout.Ellipsis(ellipsis))
        let lines = cellLines.map { TextLayout.styledLine($0, runs: runs, ellipsis: ellipsis) }
        guard alignment != .leading else { return lines }
        let block = Layout.blockWidth(lines)
        return lines.map { line in
            StyledLine.blank(alignment.offset(content: line.width, container: block)) + line
        }
    }
}
