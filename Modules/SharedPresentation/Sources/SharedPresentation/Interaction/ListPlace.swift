/// Where the user is in a scrolling list: the selected row, the list's scroll offset and its viewport, kept
/// between frames so the list doesn't jump.
public struct ListPlace: Equatable, Sendable {
    /// A move, as a list screen's key bindings name it.
    public enum Command: Sendable, Equatable {
        /// The next row.
        case down
        /// The previous row.
        case up
        /// A page down.
        case pageDown
        /// A page up.
        case pageUp
        /// The first row.
        case top
        /// The last row.
        case bottom
    }

    /// The selected row.
    public private(set) var selection = 0
    /// The list's first line, from the last fit.
    public private(set) var scrollOffset = 0
    /// The list's height, from the last fit; nil before the first.
    public private(set) var viewport: Int?

    /// The top of the list.
    public init() {}

    /// The selection, kept inside `0..<count`.
    public func selection(among count: Int) -> Int {
        min(selection, max(0, count - 1))
    }

    /// Moves the selection among `count` rows, a page being `pageSize` lines; returns the new selection.
    @discardableResult
    public mutating func apply(_ command: Command, count: Int, pageSize: Int) -> Int {
        let current = selection(among: count)
        let page = max(1, pageSize - 1)
        let target: Int
        switch command {
        case .down: target = current + 1
        case .up: target = current - 1
        case .pageDown: target = current + page
        case .pageUp: target = current - page
        case .top: target = 0
        case .bottom: target = count - 1
        }
        selection = max(0, min(target, count - 1))
        return selection
    }

    /// Back to the first row (a new filter).
    public mutating func reset() {
        selection = 0
    }

    /// Renders a list screen so it fills `height` lines: `render` gets the list's viewport, its scroll offset and
    /// a report to fill, and the viewport is the room the screen's other lines leave. Returns the lines and this
    /// place as drawn (the viewport and scroll offset the list ended up with). The last fit is tried first, so a
    /// steady screen renders once.
    public func fitted(
        height: Int, render: (_ viewport: Int, _ scrollOffset: Int, _ report: ListLayoutReport) -> [StyledLine]
    ) -> (lines: [StyledLine], place: ListPlace) {
        let report = ListLayoutReport()
        var place = self
        var viewport = self.viewport.map { min($0, height) } ?? max(1, height - 4)
        var lines = render(viewport, scrollOffset, report)
        if lines.count != height {
            viewport = max(1, viewport + height - lines.count)
            lines = render(viewport, scrollOffset, report)
        }
        place.viewport = viewport
        if let offset = report.layout?.scrollOffset { place.scrollOffset = offset }
        return (lines, place)
    }
}
