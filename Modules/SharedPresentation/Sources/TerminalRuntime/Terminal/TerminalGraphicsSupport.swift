import SharedPresentation

/// What the terminal said it can draw when ``TerminalGraphicsQuery`` asked it: the kitty graphics protocol, sixel
/// graphics, both or neither (also when it said nothing). The caller maps it to its own picture protocols.
public struct TerminalGraphicsSupport: Sendable, Equatable {
    /// The terminal answered the kitty graphics query with OK.
    public var kitty: Bool
    /// The terminal's primary device attributes list sixel graphics (parameter 4).
    public var sixel: Bool

    /// Support as given; nothing by default.
    public init(kitty: Bool = false, sixel: Bool = false) {
        self.kitty = kitty
        self.sixel = sixel
    }
}
