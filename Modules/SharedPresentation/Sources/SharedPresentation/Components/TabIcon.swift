/// A tab's icon in two forms: an emoji for Unicode terminals and a short ASCII tag for plain ones.
///
/// Icons of different tabs must differ in both forms so tabs are told apart at a glance. Each feature declares its
/// own (`TabIcon.launches` in LaunchesUI, `TabIcon.rockets` in RocketsUI): the kit names none.
public struct TabIcon: Sendable, Hashable {
    /// The icon for Unicode terminals; prefer emoji that are always two cells wide.
    public let unicode: String
    /// The icon for ASCII terminals, like `[L]`.
    public let ascii: String

    /// Creates an icon; both forms are sanitised.
    public init(unicode: String, ascii: String) {
        self.unicode = TextSanitizer.sanitize(unicode, keepsNewlines: false)
        self.ascii = TextSanitizer.sanitize(ascii, keepsNewlines: false)
    }

    /// The icon for `mode`.
    public func text(for mode: GlyphMode) -> String {
        mode == .unicode ? unicode : ascii
    }
}
