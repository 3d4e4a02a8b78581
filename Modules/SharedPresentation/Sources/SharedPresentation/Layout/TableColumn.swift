/// One column of a ``TableLayout``: how wide its widest cell is, how narrow it may get, and whether it gives up
/// room before the others (a name column, cut with "…" so dates and statuses stay whole).
public struct TableColumn: Sendable, Hashable {
    /// The widest cell's width: the column never grows past it unless it stretches.
    public let natural: Int
    /// The least width before cells are cut with "…".
    public let minimum: Int
    /// Whether the column grows past its minimum only once every other column has its natural width.
    public let yieldsFirst: Bool

    /// A column as wide as the widest of `cells` once sanitised like ``Text`` does (in display cells), at least
    /// `minimum` wide when room is short (never more than the widest cell), yielding room first or not.
    public init(fitting cells: some Sequence<String>, minimum: Int = 1, yieldsFirst: Bool = false) {
        let widest = cells.reduce(0) { max($0, DisplayWidth.of(TextSanitizer.sanitize($1, keepsNewlines: false))) }
        self.init(natural: widest, minimum: minimum, yieldsFirst: yieldsFirst)
    }

    /// A column of a known natural width; `minimum` is capped at `natural`.
    public init(natural: Int, minimum: Int = 1, yieldsFirst: Bool = false) {
        self.natural = max(0, natural)
        self.minimum = min(max(0, minimum), self.natural)
        self.yieldsFirst = yieldsFirst
    }

    /// The column as a stack child would measure it: one that yields first asks only for its minimum and may
    /// grow to its natural width with what is left; the others ask for their natural width.
    var profile: WidthProfile {
        WidthProfile(minimum: minimum, ideal: yieldsFirst ? minimum : natural, maximum: natural)
    }
}
