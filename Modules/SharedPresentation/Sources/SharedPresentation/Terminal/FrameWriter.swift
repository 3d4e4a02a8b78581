import Foundation

/// Writes frames to the terminal, rewriting only the lines that changed since the last frame.
@MainActor
public final class FrameWriter {
    private var previous: [String] = []

    /// Creates a writer that draws the first frame in full.
    public init() {}

    /// Forgets the last frame, so the next one is drawn in full (after a resize).
    public func invalidate() {
        previous = []
    }

    /// Draws `lines` (already rendered, ANSI or plain) from the top-left corner.
    public func write(_ lines: [String]) {
        var output = previous.isEmpty ? "\u{1B}[2J" : ""
        for (index, line) in lines.enumerated() where index >= previous.count || previous[index] != line {
            output += "\u{1B}[\(index + 1);1H\u{1B}[0m\(line)\u{1B}[0m\u{1B}[K"
        }
        if lines.count < previous.count {
            output += "\u{1B}[\(lines.count + 1);1H\u{1B}[J"
        }
        previous = lines
        if !output.isEmpty { Terminal.write(output) }
    }
}
