import SharedPresentation

/// What an overlay adds to one frame: bytes before the text, rows whose text must be rewritten even when it did
/// not change (to wipe a picture drawn there), and bytes after the text.
public struct FrameOverlayUpdate: Sendable, Equatable {
    /// Written first (deleting pictures that moved or left).
    public var beforeFrame: String
    /// 0-based screen rows to rewrite whether or not their text changed.
    public var repaintRows: Set<Int>
    /// Written last (drawing pictures over their reserved cells).
    public var afterFrame: String

    /// Creates an update; the default adds nothing.
    public init(beforeFrame: String = "", repaintRows: Set<Int> = [], afterFrame: String = "") {
        self.beforeFrame = beforeFrame
        self.repaintRows = repaintRows
        self.afterFrame = afterFrame
    }
}
