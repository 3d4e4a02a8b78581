import Foundation
import LaunchesCore
import RepositoryDefinitions
import SharedPresentation

/// The Launches tab's content: a title bar with the active filter and the position in the list, then the list
/// in whatever state it is (loading, refreshing, cached, sample data, stale, failed, empty) with a paging footer.
///
/// Built from plain values, so the App renders it from any state and tests render it from mocks;
/// the list scaffold draws it from its view model.
public struct LaunchesListScreen: View {
    /// The title of the screen and of the back hint on screens pushed from it.
    public static let title = "Launches"

    /// The rows and where they stand.
    let state: LoadState<[LaunchRow]>
    /// The paging footer.
    let pagination: PaginationStatus
    /// The active filter in words, or nil when every launch is listed.
    let filterSummary: String?
    /// The highlighted row, or nil in script mode (no highlight).
    let selection: Int?
    /// The lines the list may take, or nil to show every row.
    let viewportHeight: Int?
    /// The list's first line last frame, so scrolling is steady.
    let scrollOffset: Int
    /// The moment cache ages are measured against.
    let now: Date
    /// Receives the list's layout (visible rows, scroll offset) after each render.
    let report: ListLayoutReport?
    /// How many launches match the filter in all, when the API said.
    let totalCount: Int?
    /// The spinner's animation step, or nil for a still indicator.
    let tick: Int?

    /// Creates the screen.
    ///
    /// - Parameters:
    ///   - filterSummary: the active filter, like `LaunchFilter.summary`; nil when nothing narrows the list.
    ///   - selection: the highlighted row; nil in script mode.
    ///   - viewportHeight: lines for the list (title and notices not included); nil shows all rows.
    ///   - totalCount: the number of matching launches, for "3 of 120"; the loaded rows are counted otherwise.
    public init(
        state: LoadState<[LaunchRow]>, pagination: PaginationStatus, filterSummary: String?, selection: Int?,
        viewportHeight: Int?, scrollOffset: Int, now: Date, report: ListLayoutReport? = nil, totalCount: Int? = nil,
        tick: Int? = nil
    ) {
        self.state = state
        self.pagination = pagination
        self.filterSummary = filterSummary
        self.selection = selection
        self.viewportHeight = viewportHeight
        self.scrollOffset = scrollOffset
        self.now = now
        self.report = report
        self.totalCount = totalCount
        self.tick = tick
    }

    /// The title bar above the state-dependent list.
    public var body: some View {
        VStack {
            NavigationBar(Self.title, subtitle: subtitle, accessory: accessory)
            LoadStateView(state, now: now, loadingLabel: "Loading launches", tick: tick) { rows in
                if rows.isEmpty {
                    emptyState.padding(.top, 1)
                } else {
                    let columns = LaunchRowView.columns(for: rows)
                    PaginatedListView(
                        rows, status: pagination, selection: selection, viewportHeight: viewportHeight,
                        scrollOffset: scrollOffset, report: report, tick: tick
                    ) { row in
                        LaunchRowView(row: row, columns: columns)
                    }
                }
            }
        }
    }

    /// "Filter: 2020-01-01 to 2020-12-31 (UTC)", or "All launches".
    var subtitle: String {
        filterSummary.map { "Filter: \($0)" } ?? "All launches"
    }

    /// "2 of 120" while a row is selected, "120 launches" in script mode, "10+" while more pages exist and the
    /// total is unknown; nil until rows are known.
    var accessory: String? {
        guard let rows = state.value, !rows.isEmpty else { return nil }
        let count = totalCount ?? rows.count
        let total = totalCount == nil && pagination != .endOfList ? "\(rows.count)+" : "\(count)"
        if let selection, rows.indices.contains(selection) { return "\(selection + 1) of \(total)" }
        return total == "1" ? "1 launch" : "\(total) launches"
    }

    /// What an empty list says: that nothing matches, the filter, and how to clear it (the keys in the browser,
    /// the options in script mode, which has no selection).
    private var emptyState: ContentUnavailableView {
        guard let filterSummary else {
            return ContentUnavailableView("No launches", message: "The SpaceX API returned no launches.")
        }
        let change =
            selection == nil ? "Change or drop the filter options." : "Press x to clear the filter or f to change it."
        return ContentUnavailableView(
            "No launches in this interval", message: "Nothing matches \(filterSummary). \(change)")
    }
}
