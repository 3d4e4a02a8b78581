/// One tab of a ``TabBar``: its title and icon.
public struct TabItem: Sendable, Hashable {
    /// The tab's name, sanitised.
    public let title: String
    /// The tab's icon.
    public let icon: TabIcon

    /// Creates a tab.
    public init(_ title: String, icon: TabIcon) {
        self.title = TextSanitizer.sanitize(title, keepsNewlines: false)
        self.icon = icon
    }
}
