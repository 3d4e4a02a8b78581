/// Blank lines reserved for a ready picture, as wide as offered up to the picture's own size and at most
/// `maxRows` high, keeping its aspect ratio; each line is tagged with its row so an overlay can draw over them.
struct ReservedPicture: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// The picture's address.
    let url: String
    /// The picture's width in pixels.
    let pixelWidth: Int
    /// The picture's height in pixels.
    let pixelHeight: Int
    /// The cell size and the most rows.
    let slots: PictureSlots

    /// The grid for at most `columns` columns.
    private func grid(columns: Int) -> PictureGrid {
        PictureGrid.fitting(
            pixelWidth: pixelWidth, pixelHeight: pixelHeight, columns: columns, rows: slots.detailMaxRows, in: slots)
    }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        let natural = grid(columns: .max / 2).columns
        return WidthProfile(minimum: 1, ideal: natural, maximum: natural)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        grid(columns: width).lines(for: url)
    }
}
