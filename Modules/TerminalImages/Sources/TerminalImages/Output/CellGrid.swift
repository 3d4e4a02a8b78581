/// How many terminal cells a picture covers.
public struct CellGrid: Sendable, Equatable {
    /// Columns (at least 1).
    public let columns: Int
    /// Rows (at least 1).
    public let rows: Int

    /// Creates a grid; values below 1 become 1.
    public init(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
    }

    /// The largest grid within `maxColumns` × `maxRows` cells that keeps the picture's aspect ratio, given the
    /// size of a cell in pixels.
    public static func fitting(
        imageWidth: Int, imageHeight: Int, maxColumns: Int, maxRows: Int, cell: CellPixelSize
    ) -> CellGrid {
        let maxColumns = max(1, maxColumns)
        let maxRows = max(1, maxRows)
        // The picture's width over height, measured in cells.
        let cellAspect =
            (Double(max(1, imageWidth)) / Double(cell.width)) / (Double(max(1, imageHeight)) / Double(cell.height))
        var columns = maxColumns
        var rows = Int((Double(columns) / cellAspect).rounded())
        if rows > maxRows {
            rows = maxRows
            columns = min(maxColumns, Int((Double(rows) * cellAspect).rounded()))
        }
        return CellGrid(columns: columns, rows: rows)
    }
}
