import SharedPresentation

/// A terminal's size in character cells, and in pixels when the terminal reports them (for sizing pictures).
public struct TerminalSize: Equatable, Sendable {
    /// Columns.
    public var columns: Int
    /// Rows.
    public var rows: Int
    /// The width of the text area in pixels; 0 when the terminal does not say.
    public var pixelWidth: Int
    /// The height of the text area in pixels; 0 when the terminal does not say.
    public var pixelHeight: Int

    /// Creates a size.
    public init(columns: Int, rows: Int, pixelWidth: Int = 0, pixelHeight: Int = 0) {
        self.columns = columns
        self.rows = rows
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }
}
