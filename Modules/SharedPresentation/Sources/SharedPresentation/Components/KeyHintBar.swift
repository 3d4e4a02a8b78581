/// The keys a screen understands, `↑↓ move  ⏎ open  q quit`: keys bold, actions dim. Hints wrap to more
/// lines as whole units when the terminal is narrow.
public struct KeyHintBar: View, PrimitiveView {
    /// The hints, in order.
    let hints: [KeyHint]

    /// Creates a hint bar.
    public init(_ hints: [KeyHint]) {
        self.hints = hints
    }

    /// Cells between two hints.
    static var gap: Int { 2 }

    /// Each hint as a line.
    private func pieces(in context: RenderContext) -> [StyledLine] {
        hints.map { hint in
            let key = context.glyphs == .unicode ? hint.key : hint.asciiKey
            return StyledLine([
                StyledSpan(trusted: key, style: TextStyle(bold: true)),
                StyledSpan(
                    trusted: " " + ASCIIFallback.adapt(hint.label, for: context.glyphs), style: TextStyle(dim: true)),
            ])
        }
    }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        let pieces = pieces(in: context)
        let ideal = pieces.reduce(0) { $0 + $1.width } + Self.gap * max(0, pieces.count - 1)
        return WidthProfile(minimum: pieces.reduce(0) { max($0, $1.width) }, ideal: ideal, maximum: ideal)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        let ellipsis = Glyphs.of(context.glyphs).ellipsis
        var lines: [StyledLine] = []
        var current = StyledLine()
        for piece in pieces(in: context) {
            let fitted = piece.truncated(to: width, ellipsis: ellipsis)
            if current.isEmpty {
                current = fitted
            } else if current.width + Self.gap + fitted.width <= width {
                current.append(StyledLine.blank(Self.gap))
                current.append(fitted)
            } else {
                lines.append(current)
                current = fitted
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
