/// Which characters views draw with: Unicode box drawing, arrows and emoji, or a plain ASCII fallback.
public enum GlyphMode: Sendable, Hashable, CaseIterable {
    /// Box drawing, arrows, spinners and emoji.
    case unicode
    /// Only printable ASCII, for `TERM=dumb` and non-UTF-8 locales.
    case ascii

    /// Picks the glyph mode from the environment: ASCII when `TERM` is `dumb` or the locale is not UTF-8.
    ///
    /// The locale is the first non-empty of `LC_ALL`, `LC_CTYPE` and `LANG`; with none set the C locale
    /// applies, which is ASCII.
    public static func detect(environment: [String: String]) -> GlyphMode {
        if environment["TERM"] == "dumb" { return .ascii }
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale else { return .ascii }
        let normalized = locale.lowercased().replacingOccurrences(of: "-", with: "")
        return normalized.contains("utf8") ? .unicode : .ascii
    }
}
