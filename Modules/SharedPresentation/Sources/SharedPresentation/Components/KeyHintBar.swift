/// The keys a screen understands, `↑↓ move  ⏎ open  q quit`: keys bold, actions dim. Hints wrap to more
/// lines as whole units when the terminal is narrow; a single-line bar (a browser's bottom bar) instead drops
/// the hints of lowest ``KeyHint/Priority`` first, later ones before earlier ones, and keeps essential ones.
public struct KeyHintBar: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// The hints, in order.
    let hints: [KeyHint]
    /// Whether the bar is one line that drops hints rather than wrapping.
    let isSingleLine: Bool

    /// Creates a hint bar; `singleLine` keeps it to one line by dropping the least important hints.
    public init(_ hints: [KeyHint], singleLine: Bool = false) {
        self.hints = hints
        isSingleLine = singleLine
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

    /// The indices of the hints a single line of `width` keeps: the lowest priority goes first, and among equals
    /// the later one; essential hints stay even when they do not fit (the line is then cut).
    static func keptIndices(widths: [Int], priorities: [KeyHint.Priority], width: Int) -> [Int] {
        var kept = Array(widths.indices)
        func total() -> Int { kept.reduce(0) { $0 + widths[$1] } + gap * max(0, kept.count - 1) }
        let dropOrder = widths.indices.filter { priorities[$0] < .essential }
            .sorted { (priorities[$0], -$0) < (priorities[$1], -$1) }
        for index in dropOrder where total() > width {
            kept.removeAll { $0 == index }
        }
        return kept
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        let ellipsis = Glyphs.of(context.glyphs).ellipsis
        let pieces = pieces(in: context)
        if isSingleLine {
            let kept = Self.keptIndices(widths: pieces.map(\.width), priorities: hints.map(\.priority), width: width)
            var line = StyledLine()
            for index in kept {
                if !line.isEmpty { line.append(StyledLine.blank(Self.gap)) }
                line.append(pieces[index])
            }
            return [line.truncated(to: width, ellipsis: ellipsis)]
        }
        var lines: [StyledLine] = []
        var current = StyledLine()
        for piece in pieces {
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
