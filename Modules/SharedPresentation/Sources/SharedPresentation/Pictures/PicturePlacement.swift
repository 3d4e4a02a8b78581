/// Where a ready picture was drawn in a frame: the cells reserved for it, read back from the rendered lines.
///
/// An overlay draws the picture over exactly these cells; a placement cut by scrolling or by the screen's edge
/// is not complete and is not drawn.
public struct PicturePlacement: Sendable, Hashable {
    /// The picture's address.
    public var url: String
    /// The first visible reserved row, 0-based in the frame (the whole screen in the interactive session).
    public var row: Int
    /// The first reserved column, 0-based: the display width of everything left of it.
    public var column: Int
    /// The reserved columns visible in this frame.
    public var columns: Int
    /// The reserved rows visible in this frame.
    public var rows: Int
    /// Whether every reserved cell is visible (nothing cut off by scrolling or the viewport).
    public var isComplete: Bool

    /// Creates a placement.
    public init(url: String, row: Int, column: Int, columns: Int, rows: Int, isComplete: Bool) {
        self.url = url
        self.row = row
        self.column = column
        self.columns = columns
        self.rows = rows
        self.isComplete = isComplete
    }
}
