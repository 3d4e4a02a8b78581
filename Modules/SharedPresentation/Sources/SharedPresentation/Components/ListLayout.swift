/// Where a ``List`` ended up after fitting its rows into the viewport, so the caller can keep the scroll
/// position for the next frame and load more rows when the end comes into view.
public struct ListLayout: Sendable, Equatable {
    /// The lines shown, at most the viewport height.
    public let lines: [StyledLine]
    /// The first content line shown; pass it back as `scrollOffset` next frame for steady scrolling.
    let scrollOffset: Int
    /// The indices of selectable rows at least partly visible.
    public let visibleRows: Range<Int>
    /// The number of selectable rows in the list.
    let rowCount: Int
    /// The number of lines the whole list takes, visible or not.
    let totalLineCount: Int
    /// The lines of each selectable row in the whole list, so a page can be measured in rows as drawn.
    var rowLines: [Range<Int>] = []

    /// Whether content is hidden above the viewport.
    var hasContentAbove: Bool { scrollOffset > 0 }

    /// Whether content is hidden below the viewport.
    var hasContentBelow: Bool { scrollOffset + lines.count < totalLineCount }
}
