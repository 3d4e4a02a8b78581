import SharedPresentation
import TerminalImages

/// A picture printed inside the lines of a screen, over the cells the screen reserved for it (script mode).
///
/// Half-blocks are text: each picture line replaces the reserved cells of its row, so the frame around them
/// prints as it is. The graphics protocols (kitty, iTerm2, sixel) draw from the cursor across several rows: the
/// lines above print, then the reserved row's column padding and the escape, a newline ending the picture's last
/// row, and the lines after the reserved rows.
public struct InlinePicture: Sendable {
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
            if picture.graphicsProtocol == .blocks, reserved.contains(index) {
                let row = index - placement.row
                guard row < picture.lines.count else {
                    output += screen.printed(line) + "\n"
                    continue
                }
                let padding = String(repeating: " ", count: max(0, placement.columns - picture.grid.columns))
                output +=
                    screen.printed(
                        line, drawing: picture.lines[row] + padding, atColumn: placement.column,
                        columns: placement.columns) + "\n"
            } else if reserved.contains(index) {
                guard index == placement.row else { continue }
                output += String(repeating: " ", count: placement.column) + picture.escape + "\n"
                output += String(repeating: "\n", count: max(0, reserved.count - picture.grid.rows))
            } else {
                output += screen.printed(line) + "\n"
            }
        }
        return output
    }
}
