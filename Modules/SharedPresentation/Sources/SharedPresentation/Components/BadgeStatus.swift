/// The kinds of status a ``Badge`` shows, each with its own colour, glyph and default label, so colour is
/// never the only signal.
public enum BadgeStatus: Sendable, Hashable, CaseIterable {
    /// Succeeded: green `✓` (ASCII `+`).
    case success
    /// Failed: red `✗` (ASCII `x`).
    case failure
    /// Still to come: blue `◷` (ASCII `>`).
    case upcoming
    /// Needs attention or is awaiting something: yellow `⚠` (ASCII `!`).
    case warning
    /// Not known: grey `?`.
    case unknown

    /// The colour of the badge.
    public var color: TerminalColor {
        switch self {
        case .success: .green
        case .failure: .red
        case .upcoming: .blue
        case .warning: .yellow
        case .unknown: .gray
        }
    }

    /// The label used when none is given.
    public var defaultLabel: String {
        switch self {
        case .success: "Success"
        case .failure: "Failure"
        case .upcoming: "Upcoming"
        case .warning: "Awaiting"
        case .unknown: "Unknown"
        }
    }

    /// The glyph drawn before the label in `mode`.
    func glyph(for mode: GlyphMode) -> String {
        switch (self, mode) {
        case (.success, .unicode): "✓"
        case (.success, .ascii): "+"
        case (.failure, .unicode): "✗"
        case (.failure, .ascii): "x"
        case (.upcoming, .unicode): "◷"
        case (.upcoming, .ascii): ">"
        case (.warning, .unicode): "⚠"
        case (.warning, .ascii): "!"
        case (.unknown, _): "?"
        }
    }
}
