/// Where the user is in a scrolling list: the selected row (and its id, so a refresh that reorders or reloads the
/// rows keeps it), the list's scroll offset, its viewport and where its rows were drawn, kept between frames so
/// the list doesn't jump.
public struct ListPlace: Equatable, Sendable {
    /// A move, as a list screen's key bindings name it.
    public enum Command: Sendable, Equatable {
        /// The next row.
        case down
        /// The previous row.
        case up
        /// A page down: the last row on screen becomes the first (one row of overlap).
        case pageDown
        /// A page up: the first row on screen becomes the last.
        case pageUp
        /// The first row.
        case top
        /// The last row of the whole list, also of pages not loaded yet.
        case bottom
    }

    /// The selected row.
    public private(set) var selection = 0
    /// The id of the selected row, once a move named it; a refresh selects this id again wherever it went.
    private(set) var selectedID: String?
    /// Whether the selection stays on the last row while more rows arrive (after `G`).
    private(set) var followsEnd = false
    /// The list's first line, from the last fit.
    private(set) var scrollOffset = 0
    /// The list's height, from the last fit; nil before the first.
    private(set) var viewport: Int?
    /// The lines of each row in the whole list, from the last fit.
    private(set) var rowLines: [Range<Int>] = []

    /// The top of the list.
    public init() {}

    /// The selection, kept inside `0..<count`.
    public func selection(among count: Int) -> Int {
        min(selection, max(0, count - 1))
    }

    /// This place over the rows `ids`: the row with the selected id when it is there (after a refresh, wherever
    /// it went), else the nearest row; the last row while following the end.
    func reconciled(with ids: [String]) -> ListPlace {
        var place = self
        if followsEnd {
            place.selection = max(0, ids.count - 1)
        } else if let selectedID, let index = ids.firstIndex(of: selectedID) {
            place.selection = index
        } else {
            place.selection = selection(among: ids.count)
        }
        return place
    }

    /// Moves the selection among the rows `ids`, a page being what the last fit showed (or `pageSize` lines
    /// before the first fit); returns the new selection.
    @discardableResult
    public mutating func apply(_ command: Command, ids: [String], pageSize: Int) -> Int {
        let count = ids.count
        let current = selection(among: count)
        let target: Int
        followsEnd = false
        switch command {
        case .down: target = current + 1
        case .up: target = current - 1
        case .pageDown: target = current + pageStep(down: true, fallback: pageSize)
        case .pageUp: target = current - pageStep(down: false, fallback: pageSize)
        case .top: target = 0
        case .bottom:
            target = count - 1
            followsEnd = true
        }
        selection = max(0, min(target, count - 1))
        selectedID = ids.indices.contains(selection) ? ids[selection] : nil
        return selection
    }

    /// Back to the first row (a new filter).
    public mutating func reset() {
        self = ListPlace()
    }

    /// How many rows a page moves, and the scroll that goes with it: a page down makes the last row on screen
    /// (even a cut one) the first; a page up makes the first row the last drawn whole. One row stays in view.
    private mutating func pageStep(down: Bool, fallback: Int) -> Int {
        guard let viewport, !rowLines.isEmpty else { return max(1, fallback - 1) }
        let window = scrollOffset..<(scrollOffset + viewport)
        let shown = rowLines.indices.filter { window.contains(rowLines[$0].lowerBound) }
        guard let first = shown.first, let last = shown.last else { return max(1, fallback - 1) }
        let top: Int
        if down {
            top = min(max(last, first + 1), rowLines.count - 1)
        } else {
            let fitting = (0...first).filter { rowLines[first].upperBound - rowLines[$0].lowerBound <= viewport }
            top = min(fitting.first ?? first, max(0, first - 1))
        }
        scrollOffset = rowLines[top].lowerBound
        return max(1, abs(top - first))
    }

    /// Renders a list screen so it fills `height` lines: `render` gets the list's viewport, its scroll offset and
    /// a report to fill, and the viewport is the room the screen's other lines leave. Returns the lines, this
    /// place as drawn (the viewport, scroll offset and row lines the list ended up with) and the list's layout.
    /// The last fit is tried first, so a steady screen renders once.
    public func fitted(
        height: Int, render: (_ viewport: Int, _ scrollOffset: Int, _ report: ListLayoutReport) -> [StyledLine]
    ) -> (lines: [StyledLine], place: ListPlace, layout: ListLayout?) {
        let report = ListLayoutReport()
        var place = self
        var viewport = self.viewport.map { min($0, height) } ?? max(1, height - 4)
        var lines = render(viewport, scrollOffset, report)
        if lines.count != height {
            viewport = max(1, viewport + height - lines.count)
            lines = render(viewport, scrollOffset, report)
        }
        place.viewport = viewport
        if let layout = report.layout {
            place.scrollOffset = layout.scrollOffset
            place.rowLines = layout.rowLines
        }
        return (lines, place, report.layout)
    }
}
