import SharedPresentation

extension TabIcon {
    /// The Rockets tab: a rocket, `[R]` in ASCII.
    public static let rockets = TabIcon(unicode: "🚀", ascii: "[R]")
}
