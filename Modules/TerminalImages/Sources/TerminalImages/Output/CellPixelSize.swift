/// The size of one terminal cell in pixels, which sets how many cells a picture covers.
///
/// Comes from `TIOCGWINSZ` (`ws_xpixel / ws_col`, `ws_ypixel / ws_row`) when the terminal reports it;
/// otherwise ``fallback`` assumes the usual 1:2 cell.
public struct CellPixelSize: Sendable, Equatable {
    /// Pixels across one cell (at least 1).
    public let width: Int
    /// Pixels down one cell (at least 1).
    public let height: Int

    /// Creates a cell size; values below 1 become 1.
    public init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
    }

    /// A 10 × 20 pixel cell: the 1:2 aspect used when the terminal does not say.
    public static let fallback = CellPixelSize(width: 10, height: 20)

    /// A 6 × 12 pixel cell, about the smallest in use (xterm's default `fixed` font is 6 × 13): sixel draws
    /// pixels 1:1, so a sixel picture sized for these cells stays inside its cells on any terminal whose cells
    /// are at least as big, when the terminal does not say (output written to a file). Same 1:2 aspect as
    /// ``fallback``, so it reserves the same cells.
    public static let conservative = CellPixelSize(width: 6, height: 12)

    /// The cell size from a window size in cells and pixels, or ``fallback`` when the pixels are unknown (0).
    public static func from(columns: Int, rows: Int, pixelWidth: Int, pixelHeight: Int) -> CellPixelSize {
        measured(columns: columns, rows: rows, pixelWidth: pixelWidth, pixelHeight: pixelHeight) ?? fallback
    }

    /// The cell size from a window size in cells and pixels, or nil when the pixels are unknown (0).
    public static func measured(columns: Int, rows: Int, pixelWidth: Int, pixelHeight: Int) -> CellPixelSize? {
        guard columns > 0, rows > 0, pixelWidth >= columns, pixelHeight >= rows else { return nil }
        return CellPixelSize(width: pixelWidth / columns, height: pixelHeight / rows)
    }
}
