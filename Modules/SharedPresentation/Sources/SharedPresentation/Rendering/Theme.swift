/// The colours the renderer gives ``TerminalColor``s: the config file's `theme` (or `SPACEX_THEME`).
///
/// `dark` is the terminal's own eight colours, made for dark backgrounds; `light` keeps red, blue and magenta and
/// swaps the pale ones (green, yellow, cyan, white, grey) for darker shades from the 256-colour palette that read
/// on a white or cream background; `none` draws no colour at all but keeps bold, dim, underline and the inverse
/// selection, for monochrome taste or terminals whose palette is unknown.
public enum Theme: String, Sendable, Hashable, CaseIterable {
    /// The terminal's eight colours.
    case dark
    /// Darker shades for light backgrounds.
    case light
    /// Attributes only.
    case none

    /// The config file's and `SPACEX_THEME`'s words.
    public static var spellings: [String] { allCases.map(\.rawValue) }

    /// The SGR parameters that set `color` as the foreground, or none.
    func sgrForeground(_ color: TerminalColor) -> [Int] {
        switch self {
        case .dark: return [color.sgrForeground]
        case .none: return []
        case .light:
            let shade: Int? =
                switch color {
                case .green: 28
                case .yellow: 130
                case .cyan: 30
                case .white: 16
                case .gray: 242
                default: nil
                }
            return shade.map { [38, 5, $0] } ?? [color.sgrForeground]
        }
    }
}
