/// The browser's two tabs.
public enum BrowserTab: Int, CaseIterable, Sendable {
    case launches
    case rockets

    /// The other tab.
    var next: BrowserTab { self == .launches ? .rockets : .launches }
}
