/// Turns a decoded picture into a ``TerminalPicture`` for one protocol, inside a box of cells: the one place
/// that knows how each protocol wants its pixels (scaled to the cells for blocks and sixel, at most the cells'
/// pixel size for kitty and iTerm2, which scale on the terminal).
public struct TerminalPictureRenderer: Sendable, Equatable {
    /// How to draw; `none` renders nothing.
    public var graphicsProtocol: TerminalGraphicsProtocol
    /// The size of a cell in pixels (``CellPixelSize/fallback`` when the terminal does not say).
    public var cell: CellPixelSize
    /// What transparent parts are composited over for blocks and sixel.
    var background: RGBColor
    /// The kitty image id, so the picture can be deleted or replaced.
    var imageID: UInt32
    /// Whether a kitty picture moves the cursor past itself (script output) or leaves it (full-screen app).
    public var movesCursor: Bool

    /// Creates a renderer.
    public init(
        graphicsProtocol: TerminalGraphicsProtocol, cell: CellPixelSize = .fallback, background: RGBColor = .black,
        imageID: UInt32 = 1, movesCursor: Bool = true
    ) {
        self.graphicsProtocol = graphicsProtocol
        self.cell = cell
        self.background = background
        self.imageID = imageID
        self.movesCursor = movesCursor
    }

    /// `image` fitted inside `maxColumns` × `maxRows` cells keeping its aspect ratio; nil for `none`.
    public func render(_ image: RGBAImage, maxColumns: Int, maxRows: Int) -> TerminalPicture? {
        switch graphicsProtocol {
        case .none:
            return nil
        case .blocks:
            // A half-block pixel is a cell wide and half a cell tall.
            let grid = CellGrid.fitting(
                imageWidth: image.width, imageHeight: image.height, maxColumns: maxColumns, maxRows: maxRows,
                cell: cell)
            let scaled = AreaScaler.scale(image, width: grid.columns, height: grid.rows * 2, over: background)
            return TerminalPicture(
                graphicsProtocol: .blocks, grid: grid, lines: HalfBlockEncoder.lines(for: scaled), escape: "", clear: ""
            )
        case .kitty, .iterm2, .sixel:
            let grid = CellGrid.fitting(
                imageWidth: image.width, imageHeight: image.height, maxColumns: maxColumns, maxRows: maxRows,
                cell: cell)
            let boxWidth = grid.columns * cell.width
            let boxHeight = grid.rows * cell.height
            let ratio = min(Double(boxWidth) / Double(image.width), Double(boxHeight) / Double(image.height))
            if graphicsProtocol == .sixel {
                // Sixel draws pixels 1:1, so the picture is scaled to the box (up or down).
                let width = max(1, min(boxWidth, Int((Double(image.width) * ratio).rounded())))
                let height = max(1, min(boxHeight, Int((Double(image.height) * ratio).rounded())))
                // The same as SixelEncoder.encode of the scaled picture, without holding that picture.
                let escape = SixelEncoder.encode(scaling: image, width: width, height: height, over: background)
                return TerminalPicture(graphicsProtocol: .sixel, grid: grid, lines: [], escape: escape, clear: "")
            }
            // kitty and iTerm2 scale on the terminal: send no more pixels than the cells can show.
            var pixels = image
            if ratio < 1 {
                pixels = AreaScaler.scale(
                    image, width: max(1, Int((Double(image.width) * ratio).rounded())),
                    height: max(1, Int((Double(image.height) * ratio).rounded())))
            }
            if graphicsProtocol == .kitty {
                return TerminalPicture(
                    graphicsProtocol: .kitty, grid: grid, lines: [],
                    escape: KittyGraphicsEncoder.transmitAndDisplay(
                        pixels, id: imageID, grid: grid, moveCursor: movesCursor),
                    clear: KittyGraphicsEncoder.delete(id: imageID))
            }
            return TerminalPicture(
                graphicsProtocol: .iterm2, grid: grid, lines: [],
                escape: ITerm2InlineEncoder.inlineImage(pixels, grid: grid), clear: "")
        }
    }
}
