/// What goes between two rows of a ``List``.
public enum ListRowSeparator: Sendable, Hashable, CaseIterable {
    /// Rows follow each other directly; best for one-line rows.
    case none
    /// An empty line between rows; airy multi-line rows.
    case blankLine
    /// A dim rule between rows, like iOS list separators.
    case line
}
