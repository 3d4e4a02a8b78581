import Foundation
import LaunchesCore
import SharedPresentation

/// `spacex changes`: what moved about each launch between the answers runs got (``LaunchChangeHistory``), newest
/// first, each move under its launch's name with when it was seen, one line per change.
public struct LaunchChangesScreen: View {
    /// The title bar's text.
    public static let title = "Changes"

    let moves: [LaunchMove]
    let since: String?

    /// Creates the screen; `since` is the `--since` moment in words, when given.
    public init(moves: [LaunchMove], since: String?) {
        self.moves = moves
        self.since = since
    }

    public var body: some View {
        VStack(spacing: 1) {
            NavigationBar(Self.title, subtitle: subtitle, backTitle: nil)
            if moves.isEmpty {
                ContentUnavailableView(
                    "No changes seen",
                    message: "Moves are recorded when a new answer replaces a saved one; run spacex launches later.")
            } else {
                ForEach(0..<moves.count) { index in
                    LaunchMoveView(move: moves[index])
                }
            }
        }
    }

    /// "12 moves, newest first", "since 21 May 2026, 00:00 UTC" after it when asked.
    var subtitle: String {
        let count = "\(moves.count) \(moves.count == 1 ? "move" : "moves"), newest first"
        return since.map { "\(count) · since \($0)" } ?? count
    }
}
