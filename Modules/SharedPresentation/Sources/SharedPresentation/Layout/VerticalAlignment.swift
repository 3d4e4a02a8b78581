/// Where shorter children of an ``HStack`` sit next to taller ones.
public enum VerticalAlignment: Sendable, Hashable, CaseIterable {
    /// Aligned to the first line.
    case top
    /// Centred; an odd leftover line goes below.
    case center
    /// Aligned to the last line.
    case bottom

    /// The number of blank lines above `content` lines inside `container` lines.
    func offset(content: Int, container: Int) -> Int {
        let free = max(0, container - content)
        switch self {
        case .top: return 0
        case .center: return free / 2
        case .bottom: return free
        }
    }
}
