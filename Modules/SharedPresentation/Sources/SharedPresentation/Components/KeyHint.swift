/// One key and what it does, for a ``KeyHintBar``: `⏎ open`.
///
/// Each hint has a ``Priority``: a one-line key bar that is too narrow drops the lowest-priority hints first and
/// never drops an ``Priority/essential`` one (help and quit), so what a user needs to find the rest stays visible.
public struct KeyHint: Sendable, Hashable {
    /// How much a hint matters when the key bar has no room for every hint.
    public enum Priority: Int, Sendable, Hashable, Comparable {
        /// Dropped first: keys that are handy but not needed to get around (refresh, switch tab).
        case low
        /// The default.
        case normal
        /// Kept before normal hints: the keys that move through the screen (open, back).
        case high
        /// Never dropped: the keys that lead to every other key (help) and out (quit).
        case essential

        public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The key for Unicode terminals, like `↑↓` or `⏎`.
    public let key: String
    /// The key for ASCII terminals, like `up/down` or `enter`.
    public let asciiKey: String
    /// What the key does.
    public let label: String
    /// Which hints a narrow key bar keeps.
    public let priority: Priority

    /// Creates a hint; `ascii` defaults to `key`. All strings are sanitised.
    public init(_ key: String, _ label: String, ascii: String? = nil, priority: Priority = .normal) {
        self.key = TextSanitizer.sanitize(key, keepsNewlines: false)
        self.asciiKey = TextSanitizer.sanitize(ascii ?? key, keepsNewlines: false)
        self.label = TextSanitizer.sanitize(label, keepsNewlines: false)
        self.priority = priority
    }

    /// `↑↓ move`.
    static let move = KeyHint("↑↓", "move", ascii: "up/down")
    /// `⏎ open`.
    public static let open = KeyHint("⏎", "open", ascii: "enter", priority: .high)
    /// `Esc back`.
    public static let back = KeyHint("Esc", "back", priority: .high)
    /// `Tab switch tab`.
    static let switchTab = KeyHint("Tab", "switch tab", priority: .low)
    /// `r retry`.
    public static let retry = KeyHint("r", "retry")
    /// `? keys`: the help overlay, which lists every key.
    public static let help = KeyHint("?", "keys", priority: .essential)
    /// `q quit`.
    public static let quit = KeyHint("q", "quit", priority: .essential)
}
