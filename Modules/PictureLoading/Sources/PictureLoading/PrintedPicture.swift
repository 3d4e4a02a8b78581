import Foundation
import ScriptPrinting
import SharedPresentation
import TerminalImages

/// A detail screen printed with its picture inside the frame that shows the picture's address (script mode:
/// `spacex launch <id> --images blocks`): the picture is loaded first, the screen is rendered knowing it is ready
/// (cells reserved above the alt text) or why it failed (one quiet reason line in the frame), and the picture is
/// drawn in the reserved cells. Never an error; without a protocol the screen prints as it always did.
public struct PrintedPicture: Sendable {
    /// How to draw; `none` prints the screen alone and downloads nothing.
    public let graphicsProtocol: TerminalGraphicsProtocol
    /// Where pictures come from.
    public let loader: PictureLoader
    /// The size of a cell in pixels.
    public let cell: CellPixelSize
    /// The most rows the picture takes, as in the browser's detail screens.
    public let maxRows: Int
    /// The cell size sixel pixels are drawn for (sixel draws pixel for pixel): `cell` when the terminal said, a
    /// smaller, conservative cell when it did not, so the picture stays inside the cells `cell` reserves.
    let sixelCell: CellPixelSize

    /// Creates a printer.
    public init(
        graphicsProtocol: TerminalGraphicsProtocol, loader: PictureLoader, cell: CellPixelSize = .fallback,
        sixelCell: CellPixelSize? = nil, maxRows: Int = PictureSlots().detailMaxRows
    ) {
        self.graphicsProtocol = graphicsProtocol
        self.loader = loader
        self.cell = cell
        self.sixelCell = sixelCell ?? cell
        self.maxRows = maxRows
    }

    /// The printed text of `screen`, whose picture is at `url`, with the picture drawn in its frame.
    @MainActor
    public func text(of screen: ScriptScreen, picture url: URL) async -> String {
        guard graphicsProtocol != .none else { return screen.text }
        // Decoded no larger than the screen's width and the rows a picture may take can show (in the cells'
        // pixels; half-blocks show one pixel a column and two a row).
        let drawingCell = graphicsProtocol == .sixel ? sixelCell : cell
        let box =
            graphicsProtocol == .blocks
            ? (width: screen.width, height: maxRows * 2)
            : (width: screen.width * drawingCell.width, height: maxRows * drawingCell.height)
        let loaded = await loader.load(url, fittingWidth: box.width, height: box.height)
        let state: PictureSlotState
        switch loaded {
        case .success(let image): state = .ready(pixelWidth: image.originalWidth, pixelHeight: image.originalHeight)
        case .failure(let failure): state = .failed(reason: failure.reason)
        }
        let slots = PictureSlots(
            states: [url.absoluteString: state], cellPixelWidth: cell.width, cellPixelHeight: cell.height,
            detailMaxRows: maxRows)
        let frame = screen.frame(pictures: slots)
        guard case .success(let image) = loaded,
            let placement = frame.pictures.first(where: { $0.url == url.absoluteString && $0.isComplete }),
            let picture = TerminalPictureRenderer(graphicsProtocol: graphicsProtocol, cell: drawingCell).render(
                image, maxColumns: placement.columns, maxRows: placement.rows)
        else { return frame.lines.map { screen.printed($0) + "\n" }.joined() }
        return InlinePicture(picture: picture, placement: placement).text(of: frame.lines, in: screen)
    }
}
