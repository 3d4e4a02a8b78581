import Foundation

/// Everything a list screen needs from the scaffold to draw one frame besides the feature's data: the selection,
/// the room and scroll offset of the list, the footer, the moment, the spinner step and the layout report.
public struct PagedListFrame: Sendable {
    /// The highlighted row, or nil in script mode (no highlight).
    public var selection: Int?
    /// The lines the list may take, or nil to show every row.
    public var viewportHeight: Int?
    /// The list's first line last frame, so scrolling is steady.
    var scrollOffset: Int
    /// The paging footer.
    public var pagination: PaginationStatus
    /// The moment cache ages are measured against.
    public var now: Date
    /// Receives the list's layout after each render.
    public var report: ListLayoutReport?
    /// The spinner's animation step, or nil for a still indicator.
    public var tick: Int?

    /// Creates a frame; the defaults are script mode's (no selection, every row).
    public init(
        selection: Int? = nil, viewportHeight: Int? = nil, scrollOffset: Int = 0, pagination: PaginationStatus,
        now: Date, report: ListLayoutReport? = nil, tick: Int? = nil
    ) {
        self.selection = selection
        self.viewportHeight = viewportHeight
        self.scrollOffset = scrollOffset
        self.pagination = pagination
        self.now = now
        self.report = report
        self.tick = tick
    }
}
