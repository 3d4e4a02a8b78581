import Foundation
import SharedPresentation

/// Writes frames to the terminal, rewriting only the lines that changed since the last frame, with an overlay's
/// bytes around them, in one write per frame.
///
/// Each row is erased before its text is written, never after: a line that fills the width leaves the cursor
/// in the terminal's pending-wrap state on the last column, and an erase from there (xterm, libvterm, mlterm)
/// deletes the last character.
@MainActor
final class FrameWriter {
    private var previous: [String] = []
    private let output: @MainActor (String) -> Void

    /// Creates a writer that draws the first frame in full to `output` (standard output unless a test says
    /// otherwise).
    public init(output: @escaping @MainActor (String) -> Void = { Terminal.write($0) }) {
        self.output = output
    }

    /// Forgets the last frame, so the next one is drawn in full (after a resize).
    func invalidate() {
        previous = []
    }

    /// Draws `lines` (already rendered, ANSI or plain) from the top-left corner: `overlay.beforeFrame`, the lines
    /// that changed and every row in `overlay.repaintRows`, then `overlay.afterFrame`, all in one write.
    public func write(_ lines: [String], overlay: FrameOverlayUpdate = FrameOverlayUpdate()) {
        var text = overlay.beforeFrame + (previous.isEmpty ? "\u{1B}[2J" : "")
        for (index, line) in lines.enumerated()
        where index >= previous.count || previous[index] != line || overlay.repaintRows.contains(index) {
            text += Self.row(index, line)
        }
        if lines.count < previous.count {
            text += "\u{1B}[\(lines.count + 1);1H\u{1B}[J"
        }
        text += overlay.afterFrame
        previous = lines
        if !text.isEmpty { output(text) }
    }

    /// The bytes that rewrite 0-based row `index` with `line`: move there, erase the row in the default colours,
    /// then the text. Nothing follows the text that could act on a pending-wrap cursor; the next row starts with
    /// a cursor move, which ends that state.
    static func row(_ index: Int, _ line: String) -> String {
        "\u{1B}[\(index + 1);1H\u{1B}[0m\u{1B}[K\(line)\u{1B}[0m"
    }
}
