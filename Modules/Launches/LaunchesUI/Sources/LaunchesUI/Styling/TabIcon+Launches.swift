import SharedPresentation

extension TabIcon {
    /// The Launches tab: a calendar (the launch schedule, past and upcoming), `[L]` in ASCII.
    public static let launches = TabIcon(unicode: "📅", ascii: "[L]")
}
