/// Where content sits across a wider space: at the start, in the middle or at the end of the line.
public enum HorizontalAlignment: Sendable, Hashable, CaseIterable {
    /// At the start of the line.
    case leading
    /// Centred; an odd leftover cell goes to the right.
    case center
    /// At the end of the line.
    case trailing

    /// The number of cells to skip before `content` cells inside `container` cells.
    func offset(content: Int, container: Int) -> Int {
        let free = max(0, container - content)
        switch self {
        case .leading: return 0
        case .center: return free / 2
        case .trailing: return free
        }
    }
}
