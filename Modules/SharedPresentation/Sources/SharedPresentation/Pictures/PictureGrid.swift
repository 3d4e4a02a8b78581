/// The cells a picture takes: as large as fits a box while keeping its aspect ratio, given the size of a cell in
/// pixels, and never larger than the picture itself.
struct PictureGrid: Equatable {
    /// Columns.
    let columns: Int
    /// Rows.
    let rows: Int

    /// The largest grid of at most `columns` × `rows` cells with the picture's aspect ratio.
    static func fitting(
        pixelWidth: Int, pixelHeight: Int, columns: Int, rows: Int, in slots: PictureSlots
    ) -> PictureGrid {
        let cellsWide = Double(max(1, pixelWidth)) / Double(slots.cellPixelWidth)
        let cellsHigh = Double(max(1, pixelHeight)) / Double(slots.cellPixelHeight)
        let scale = min(Double(max(1, columns)) / cellsWide, Double(max(1, rows)) / cellsHigh, 1)
        return PictureGrid(
            columns: min(max(1, columns), max(1, Int((cellsWide * scale).rounded()))),
            rows: min(max(1, rows), max(1, Int((cellsHigh * scale).rounded()))))
    }

    /// The reserved blank lines, each tagged with its row for `url`.
    func lines(for url: String) -> [StyledLine] {
        (0..<rows).map { row in
            StyledLine.blank(columns).pictureTagged(
                PictureTag(url: url, kind: .reserved(row: row, rows: rows, columns: columns)))
        }
    }
}
