/// One terminal line: styled spans side by side, with the total display width kept up to date.
public struct StyledLine: Sendable, Hashable {
    /// The spans of the line, left to right.
    private(set) var spans: [StyledSpan]
    /// The number of terminal cells the line takes.
    public private(set) var width: Int

    /// Creates a line from spans.
    public init(_ spans: [StyledSpan] = []) {
        self.spans = []
        self.width = 0
        for span in spans { append(span) }
    }

    /// Creates a line holding one span of `text` in `style`; the text is sanitised.
    public init(_ text: String, style: TextStyle = .plain) {
        self.init([StyledSpan(text, style: style)])
    }

    /// The text of the line without any styling.
    public var plainText: String { spans.map(\.text).joined() }

    /// Whether the line has no visible content.
    public var isEmpty: Bool { width == 0 }

    /// Adds a span at the end, merging it into the last span when the styles match.
    public mutating func append(_ span: StyledSpan) {
        guard !span.text.isEmpty else { return }
        width += span.width
        if let last = spans.last, last.style == span.style {
            spans[spans.count - 1].extend(with: span)
        } else {
            spans.append(span)
        }
    }

    /// Adds every span of `line` at the end.
    public mutating func append(_ line: StyledLine) {
        for span in line.spans { append(span) }
    }

    /// Two lines side by side.
    public static func + (lhs: StyledLine, rhs: StyledLine) -> StyledLine {
        var result = lhs
        result.append(rhs)
        return result
    }

    /// A line of `count` spaces in `style`.
    static func blank(_ count: Int, style: TextStyle = .plain) -> StyledLine {
        guard count > 0 else { return StyledLine() }
        return StyledLine([StyledSpan(trusted: String(repeating: " ", count: count), style: style, width: count)])
    }

    /// A line repeating a one-cell `glyph` `count` times.
    static func repeating(_ glyph: String, count: Int, style: TextStyle = .plain) -> StyledLine {
        guard count > 0 else { return StyledLine() }
        return StyledLine([StyledSpan(trusted: String(repeating: glyph, count: count), style: style, width: count)])
    }

    /// This line padded with spaces in `style` up to `width` cells; longer lines are returned unchanged.
    func padded(to width: Int, style: TextStyle = .plain) -> StyledLine {
        guard width > self.width else { return self }
        return self + StyledLine.blank(width - self.width, style: style)
    }

    /// This line cut to at most `width` cells without splitting a character; a wide character that would
    /// straddle the edge is replaced by a space.
    func clipped(to width: Int) -> StyledLine {
        guard self.width > width else { return self }
        var result = StyledLine()
        var remaining = max(0, width)
        for span in spans {
            if span.width <= remaining {
                result.append(span)
                remaining -= span.width
                continue
            }
            var text = ""
            var used = 0
            for character in span.text {
                let cells = DisplayWidth.of(character)
                if used + cells > remaining { break }
                text.append(character)
                used += cells
            }
            if used < remaining {
                text += String(repeating: " ", count: remaining - used)
            }
            result.append(StyledSpan(trusted: text, style: span.style, width: remaining))
            break
        }
        return result
    }

    /// This line cut to `width` cells ending in `ellipsis` when it is too long; shorter lines are unchanged.
    public func truncated(to width: Int, ellipsis: String = "…") -> StyledLine {
        guard self.width > width else { return self }
        let mark = DisplayWidth.of(ellipsis)
        guard width > mark else { return clipped(to: width) }
        var cut = clipped(to: width - mark)
        let trailingStyle = cut.spans.last?.style ?? spans.first?.style ?? .plain
        cut = cut.trimmingTrailingSpaces()
        cut.append(StyledSpan(trusted: ellipsis, style: trailingStyle, width: mark))
        return cut
    }

    /// This line without trailing spaces; with `keepingVisible`, spaces that show (inverse or underlined,
    /// like a selection bar) stay.
    func trimmingTrailingSpaces(keepingVisible: Bool = false) -> StyledLine {
        func isInvisible(_ span: StyledSpan) -> Bool {
            span.text.last == " " && !(keepingVisible && (span.style.inverse || span.style.underline))
        }
        guard let last = spans.last, isInvisible(last) else { return self }
        var kept = spans
        while let tail = kept.last, isInvisible(tail) {
            kept.removeLast()
            var text = tail.text
            while text.last == " " { text.removeLast() }
            if !text.isEmpty {
                kept.append(StyledSpan(trusted: text, style: tail.style))
                break
            }
        }
        return StyledLine(kept)
    }

    /// This line with every span marked as part of the focusable element `tag` (an inner element's tag wins).
    func tagged(_ tag: FocusTag) -> StyledLine {
        StyledLine(
            spans.map {
                StyledSpan(trusted: $0.text, style: $0.style.tagged($0.style.focusTag ?? tag), width: $0.width)
            })
    }

    /// This line with every span marked as part of the picture slot `tag` (an inner slot's tag wins).
    func pictureTagged(_ tag: PictureTag) -> StyledLine {
        StyledLine(
            spans.map {
                StyledSpan(
                    trusted: $0.text, style: $0.style.pictureTagged($0.style.pictureTag ?? tag), width: $0.width)
            })
    }

    /// This line with `outer` applied around every span's own style.
    func inheriting(_ outer: TextStyle) -> StyledLine {
        StyledLine(spans.map { $0.inheriting(outer) })
    }
}
