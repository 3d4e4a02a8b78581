import Foundation
import TerminalImages

/// The picture at an address as printed output (script mode: `spacex launch <id> --images blocks`): the picture
/// drawn for the chosen protocol, or the one quiet line saying why it is not shown. Never an error.
public struct PrintedPicture: Sendable {
    /// How to draw; `none` prints nothing and downloads nothing.
    public let graphicsProtocol: TerminalGraphicsProtocol
    /// Where pictures come from.
    public let loader: PictureLoader
    /// The output width in columns.
    public let width: Int
    /// The size of a cell in pixels.
    public let cell: CellPixelSize
    /// The most rows the picture takes (a square patch at 20 rows is 40 columns wide on 1:2 cells).
    public let maxRows: Int

    /// Creates a printer.
    public init(
        graphicsProtocol: TerminalGraphicsProtocol, loader: PictureLoader, width: Int,
        cell: CellPixelSize = .fallback, maxRows: Int = 20
    ) {
        self.graphicsProtocol = graphicsProtocol
        self.loader = loader
        self.width = width
        self.cell = cell
        self.maxRows = maxRows
    }

    /// The text to print for the picture at `url`: empty without a protocol or an address; otherwise a blank
    /// line and the picture, or the reason line.
    public func text(for url: URL?) async -> String {
        guard graphicsProtocol != .none, let url else { return "" }
        switch await loader.load(url) {
        case .failure(let failure):
            return failure.reason + "\n"
        case .success(let image):
            let renderer = TerminalPictureRenderer(graphicsProtocol: graphicsProtocol, cell: cell)
            guard let picture = renderer.render(image, maxColumns: width, maxRows: maxRows) else { return "" }
            return "\n" + picture.scriptOutput
        }
    }
}
