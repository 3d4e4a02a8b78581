/// A picture ready for the terminal: the cells it covers and the text or escape sequence that draws it.
public struct TerminalPicture: Sendable, Equatable {
    /// The protocol it was encoded for (never `none`).
    public let graphicsProtocol: TerminalGraphicsProtocol
    /// The cells it covers, from the cursor's position rightwards and down.
    public let grid: CellGrid
    /// For `blocks`: one text line per row, each `grid.columns` cells wide. Empty for the graphics protocols.
    public let lines: [String]
    /// For the graphics protocols: the sequence that draws the picture at the cursor. Empty for `blocks`.
    public let escape: String
    /// Written before the picture's cells are reused, to take it off the screen: the kitty deletion for its
    /// id. Empty when overwriting the cells with text is enough (blocks, sixel, iTerm2).
    public let clear: String

    /// Creates a picture; ``TerminalPictureRenderer`` is the usual way to make one.
    public init(
        graphicsProtocol: TerminalGraphicsProtocol, grid: CellGrid, lines: [String], escape: String, clear: String
    ) {
        self.graphicsProtocol = graphicsProtocol
        self.grid = grid
        self.lines = lines
        self.escape = escape
        self.clear = clear
    }
}
