/// One column of a ``TableLayout``: how wide its widest cell is, how narrow it may get, and whether it takes
/// the room the other columns leave.
public struct TableColumn: Sendable, Hashable {
    /// The widest cell's width: the column never grows past it unless it stretches.
    public let natural: Int
    /// The least width before cells are cut with "…".
    public let minimum: Int
    /// Whether the column takes the room left once every column has its natural width.
    public let stretches: Bool

    /// A column as wide as the widest of `cells` (display cells), at least `minimum` wide when room is short
    /// (never more than the widest cell), stretching or not.
    public init(fitting cells: some Sequence<String>, minimum: Int = 1, stretches: Bool = false) {
        let widest = cells.reduce(0) { max($0, DisplayWidth.of($1)) }
        self.init(natural: widest, minimum: minimum, stretches: stretches)
    }

    /// A column of a known natural width; `minimum` is capped at `natural`.
    public init(natural: Int, minimum: Int = 1, stretches: Bool = false) {
        self.natural = max(0, natural)
        self.minimum = min(max(0, minimum), self.natural)
        self.stretches = stretches
    }

    /// The column as a stack child would measure it: a stretching column only asks for its minimum and takes
    /// what is left; the others ask for their natural width.
    var profile: WidthProfile {
        stretches
            ? .flexible(minimum: minimum, ideal: minimum)
            : WidthProfile(minimum: minimum, ideal: natural, maximum: natural)
    }
}
