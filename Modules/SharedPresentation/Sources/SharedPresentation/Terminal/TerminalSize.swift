/// A terminal's size in character cells.
public struct TerminalSize: Equatable, Sendable {
    /// Columns.
    public var columns: Int
    /// Rows.
    public var rows: Int

    /// Creates a size.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}
