/// Where a ready picture was drawn in a frame: the cells reserved for it, read back from the rendered lines.
///
/// An overlay draws the picture over exactly these cells; a placement cut by scrolling or by the screen's edge
/// is not complete: half-blocks draw its visible rows when it is cut only above or below (``isWholeWidth``), the
/// graphics protocols draw nothing.
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
    /// Which of the picture's reserved rows is the first visible one: 0 unless scrolling cut off its top.
    public var firstReservedRow: Int
    /// How many rows the picture reserved in all, visible or not.
    public var reservedRows: Int
    /// Whether every visible row shows all of the picture's reserved columns (only rows are cut off).
    public var isWholeWidth: Bool

    /// Creates a placement; by default the reserved rows are the visible ones, whole width when complete.
    public init(
        url: String, row: Int, column: Int, columns: Int, rows: Int, isComplete: Bool, firstReservedRow: Int = 0,
        reservedRows: Int? = nil, isWholeWidth: Bool? = nil
    ) {
        self.url = url
        self.row = row
        self.column = column
        self.columns = columns
        self.rows = rows
        self.isComplete = isComplete
        self.firstReservedRow = firstReservedRow
        self.reservedRows = reservedRows ?? rows
        self.isWholeWidth = isWholeWidth ?? isComplete
    }
}
