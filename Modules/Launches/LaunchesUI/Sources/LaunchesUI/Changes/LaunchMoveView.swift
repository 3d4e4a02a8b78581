import LaunchesCore
import SharedPresentation

/// One move in words: the launch's name in bold (left out in its own detail), when it was seen (dim), then one
/// indented line per change; `spacex changes` and the detail's "Changes" section show moves this one way.
struct LaunchMoveView: View {
    /// The move.
    let move: LaunchMove
    /// Whether the launch's name heads it.
    var showsName = true

    var body: some View {
        VStack {
            if showsName {
                Text(verbatim: move.name).bold()
            }
            Text(verbatim: "Seen " + move.seen).dim()
            ForEach(0..<move.lines.count) { line in
                Text(verbatim: move.lines[line]).padding(.leading, 2)
            }
        }
    }
}
