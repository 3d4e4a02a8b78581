import Foundation

/// One recorded move of a launch in words, as `spacex changes` and the detail's "Changes" section show it: the
/// launch's name, when the move was seen, and one line per change (``LaunchChangeText``).
public struct LaunchMove: Sendable, Hashable {
    /// The launch's name.
    public var name: String
    /// When it was seen, in words.
    public var seen: String
    /// What changed, one line each.
    public var lines: [String]

    /// Creates a move.
    public init(name: String, seen: String, lines: [String]) {
        self.name = name
        self.seen = seen
        self.lines = lines
    }
}
