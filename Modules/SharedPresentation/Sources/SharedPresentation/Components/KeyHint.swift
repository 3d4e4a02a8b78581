/// One key and what it does, for a ``KeyHintBar``: `⏎ open`.
public struct KeyHint: Sendable, Hashable {
    /// The key for Unicode terminals, like `↑↓` or `⏎`.
    public let key: String
    /// The key for ASCII terminals, like `up/down` or `enter`.
    public let asciiKey: String
    /// What the key does.
    public let label: String

    /// Creates a hint; `ascii` defaults to `key`. All strings are sanitised.
    public init(_ key: String, _ label: String, ascii: String? = nil) {
        self.key = TextSanitizer.sanitize(key, keepsNewlines: false)
        self.asciiKey = TextSanitizer.sanitize(ascii ?? key, keepsNewlines: false)
        self.label = TextSanitizer.sanitize(label, keepsNewlines: false)
    }

    /// `↑↓ move`.
    public static let move = KeyHint("↑↓", "move", ascii: "up/down")
    /// `⏎ open`.
    public static let open = KeyHint("⏎", "open", ascii: "enter")
    /// `Esc back`.
    public static let back = KeyHint("Esc", "back")
    /// `Tab switch tab`.
    public static let switchTab = KeyHint("Tab", "switch tab")
    /// `r retry`.
    public static let retry = KeyHint("r", "retry")
    /// `q quit`.
    public static let quit = KeyHint("q", "quit")
}
