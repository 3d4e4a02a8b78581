extension StyledLine {
    /// This line with its `count` cells from `column` replaced by `drawing`, text that takes exactly those cells
    /// (like a line of coloured half-blocks, written as it is); the cells left and right of them stay as they are.
    /// A wide character cut in two leaves a space.
    public func replacingCells(from column: Int, count: Int, withDrawing drawing: String) -> StyledLine {
        let left = clipped(to: column).padded(to: column)
        let picture = StyledLine([StyledSpan(trusted: drawing, style: .plain, width: max(0, count))])
        return left + picture + dropping(column + count)
    }

    /// This line without its first `width` cells; a wide character cut in two leaves a space.
    private func dropping(_ width: Int) -> StyledLine {
        var result = StyledLine()
        var skipped = 0
        for span in spans {
            if skipped >= width {
                result.append(span)
                continue
            }
            if skipped + span.width <= width {
                skipped += span.width
                continue
            }
            var text = ""
            for character in span.text {
                let cells = DisplayWidth.of(character)
                if skipped >= width {
                    text.append(character)
                } else if skipped + cells > width {
                    text += String(repeating: " ", count: skipped + cells - width)
                }
                skipped += cells
            }
            result.append(StyledSpan(trusted: text, style: span.style))
        }
        return result
    }
}
