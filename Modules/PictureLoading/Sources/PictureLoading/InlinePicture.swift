import ScriptPrinting
import SharedPresentation
import TerminalImages

/// A picture printed inside the lines of a screen, over the cells the screen reserved for it (script mode).
///
/// Half-blocks are text: each picture line replaces the reserved cells of its row, so the frame around them
/// prints as it is. The graphics protocols (kitty, iTerm2, sixel) draw from the cursor across several rows, so
/// every line prints as rendered (the reserved rows blank inside the frame, its sides intact) and right after the
/// last reserved row the picture is drawn over them: cursor saved, moved up to the first reserved row and to the
/// placement's column, the escape, cursor restored (wherever the escape left it).
struct InlinePicture: Sendable {
    /// The encoded picture; its grid is at most the placement's.
    public let picture: TerminalPicture
    /// The cells reserved for it.
    public let placement: PicturePlacement

    /// Creates an inline picture.
    public init(picture: TerminalPicture, placement: PicturePlacement) {
        self.picture = picture
        self.placement = placement
    }

    /// The printed text of `lines` (rendered for `screen`) with the picture drawn in its place.
    public func text(of lines: [StyledLine], in screen: ScriptScreen) -> String {
        let reserved = placement.row..<min(lines.count, placement.row + placement.rows)
        var output = ""
        for (index, line) in lines.enumerated() {
            let row = index - placement.row
            if picture.graphicsProtocol == .blocks, reserved.contains(index), row < picture.lines.count {
                let padding = String(repeating: " ", count: max(0, placement.columns - picture.grid.columns))
                output +=
                    screen.printed(
                        line, drawing: picture.lines[row] + padding, atColumn: placement.column,
                        columns: placement.columns) + "\n"
            } else {
                output += screen.printed(line) + "\n"
            }
            if picture.graphicsProtocol != .blocks, !reserved.isEmpty, index == reserved.upperBound - 1 {
                output += overReservedRows(count: reserved.count)
            }
        }
        return output
    }

    /// The escape drawn over the `count` reserved rows just printed, from the line below them; the cursor ends
    /// where it was, at the start of that line.
    private func overReservedRows(count: Int) -> String {
        "\u{1B}7\u{1B}[\(count)A\u{1B}[\(placement.column + 1)G" + picture.escape + "\u{1B}8"
    }
}
