import SharedPresentation

/// What the terminal said it can draw when ``TerminalGraphicsQuery`` asked it: the kitty graphics protocol, sixel
/// graphics, both or neither (also when it said nothing). PictureLoading's `PictureProtocolChoice` maps it to a
/// picture protocol.
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
