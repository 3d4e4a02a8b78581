/// A frame limit in cells, or `.infinity` to take all the width offered; integer literals work directly.
public enum FrameLength: Sendable, Hashable, ExpressibleByIntegerLiteral {
    /// A number of terminal cells.
    case cells(Int)
    /// As wide as offered.
    case infinity

    /// Creates a length from an integer literal, such as `.frame(maxWidth: 80)`.
    public init(integerLiteral value: Int) {
        self = .cells(value)
    }

    /// The limit as a number, `Int.max` for infinity.
    var limit: Int {
        switch self {
        case .cells(let count): max(0, count)
        case .infinity: .max
        }
    }
}
