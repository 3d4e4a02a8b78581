/// The column widths of a table whose rows are drawn one by one, computed from every row's cells at once so
/// the rows line up: a list measures its rows into a layout, and each row asks it for widths (pure, so every
/// row of one width gets the same answer).
///
/// Columns get their minimums first, then grow towards their natural widths, smallest need first; a column
/// that yields first grows only with what is left. No column grows past its widest cell, so on a wide
/// terminal the table keeps to the left and the rest of the line stays blank.
public struct TableLayout: Sendable, Hashable {
    /// The columns, left to right.
    public let columns: [TableColumn]
    /// Cells between neighbouring columns.
    public let spacing: Int

    /// Creates a layout of `columns` with `spacing` cells between them.
    public init(columns: [TableColumn], spacing: Int = 2) {
        self.columns = columns
        self.spacing = max(0, spacing)
    }

    /// The least row width that gives every column its minimum.
    var minimumWidth: Int {
        columns.reduce(gaps) { $0 + $1.minimum }
    }

    /// The row width at which every column has its natural width.
    var naturalWidth: Int {
        columns.reduce(gaps) { $0 + $1.natural }
    }

    /// The width of each column in a row `width` cells wide, spacing excluded; with the spacing they add up to
    /// at most `width`.
    public func widths(for width: Int) -> [Int] {
        HStackLayout.distribute(max(0, width - gaps), among: columns.map(\.profile))
    }

    /// The cells all spacing takes.
    private var gaps: Int { columns.isEmpty ? 0 : spacing * (columns.count - 1) }
}
