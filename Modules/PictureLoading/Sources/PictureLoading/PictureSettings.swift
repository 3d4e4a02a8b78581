import TerminalImages
import TerminalRuntime

/// How a run draws pictures, from everything that has a say: which protocol (``PictureProtocolChoice``: the
/// explicit choice, the environment, the terminal's answer) and a terminal cell's size in pixels, for the browser's
/// overlay and for printed pictures alike.
public struct PictureSettings: Sendable {
    /// Which protocol, before and after asking the terminal.
    public let choice: PictureProtocolChoice
    /// A terminal cell's size in pixels when standard output is a terminal that reports pixels; nil when unknown.
    let measuredCellPixelSize: CellPixelSize?

    /// Decides from `requested` (the explicit choice, or `auto`), the process's `environment`, whether standard
    /// output is a terminal that shows colour (`drawsColour`), whether input and output are both terminals
    /// (`isInteractive`) and the size of standard output's terminal (`terminalSize`; nil when it is not one).
    public init(
        requested: ImageOutputMode, environment: [String: String], drawsColour: Bool, isInteractive: Bool,
        terminalSize: TerminalSize?
    ) {
        choice = PictureProtocolChoice(
            requested: requested, environment: environment, drawsColour: drawsColour, isInteractive: isInteractive)
        measuredCellPixelSize = terminalSize.flatMap {
            .measured(columns: $0.columns, rows: $0.rows, pixelWidth: $0.pixelWidth, pixelHeight: $0.pixelHeight)
        }
    }

    /// A terminal cell's size in pixels: the measured one, else 1:2.
    var cellPixelSize: CellPixelSize { measuredCellPixelSize ?? .fallback }

    /// The cell size printed sixel pictures are drawn for (sixel draws pixel for pixel): the measured one, else
    /// ``CellPixelSize/conservative``, so the picture never reaches outside its frame in a terminal with smaller
    /// cells than the 1:2 guess. kitty and iTerm2 are placed in cells, so they need no such bound.
    var sixelCellPixelSize: CellPixelSize { measuredCellPixelSize ?? .conservative }

    /// How printed pictures are drawn (script mode never asks the terminal).
    public var printed: TerminalGraphicsProtocol { choice.beforeAsking }

    /// What draws script mode's pictures from `loader`; nil when pictures are off.
    public func printedPicture(loader: PictureLoader) -> PrintedPicture? {
        guard printed != .none else { return nil }
        return PrintedPicture(
            graphicsProtocol: printed, loader: loader, cell: cellPixelSize, sixelCell: sixelCellPixelSize)
    }

    /// The browser's pictures from `loader`, asking the terminal first when that may find a better protocol
    /// (call it before the session's key reader starts, so the answer never reaches it); nil when pictures are off.
    @MainActor
    public func browserOverlay(loader: PictureLoader) -> TerminalPictureOverlay? {
        let graphics = choice.asksTerminal ? choice.answered(TerminalGraphicsQuery.ask()) : choice.beforeAsking
        return TerminalPictureOverlay(graphicsProtocol: graphics, loader: loader, cell: cellPixelSize)
    }
}
