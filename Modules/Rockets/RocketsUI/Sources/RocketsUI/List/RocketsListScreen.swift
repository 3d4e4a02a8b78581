import Foundation
import RepositoryDefinitions
import RocketsCore
import SharedPresentation

/// The Rockets tab's content: a title bar with the position in the list, then the rockets in whatever state they
/// are (loading, refreshing, cached, sample data, stale, failed, empty) with a paging footer.
///
/// Built from plain values, so the App renders it from any state and tests render it from mocks;
/// the list scaffold draws it from its view model.
public struct RocketsListScreen: View {
    /// The title of the screen and of the back hint on screens pushed from it.
    public static let title = "Rockets"

    /// The rows and where they stand.
    let state: LoadState<[RocketRow]>
    /// The paging footer.
    let pagination: PaginationStatus
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
    /// How many rockets exist in all, when the API said.
    let totalCount: Int?
    /// The spinner's animation step, or nil for a still indicator.
    let tick: Int?

    /// Creates the screen.
    ///
    /// - Parameters:
    ///   - selection: the highlighted row; nil in script mode.
    ///   - viewportHeight: lines for the list (title and notices not included); nil shows all rows.
    ///   - totalCount: the number of rockets, for "2 of 8"; the loaded rows are counted otherwise.
    public init(
        state: LoadState<[RocketRow]>, pagination: PaginationStatus, selection: Int?, viewportHeight: Int?,
        scrollOffset: Int, now: Date, report: ListLayoutReport? = nil, totalCount: Int? = nil, tick: Int? = nil
    ) {
        self.state = state
        self.pagination = pagination
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
            NavigationBar(Self.title, subtitle: "SpaceX launch vehicles, by name", accessory: accessory)
            LoadStateView(state, now: now, loadingLabel: "Loading rockets", tick: tick) { rows in
                if rows.isEmpty {
                    ContentUnavailableView("No rockets", message: "The SpaceX API returned no rockets.")
                        .padding(.top, 1)
                } else {
                    PictureSlotsReader { [self] slots in
                        let showsPictures = slots != nil
                        let columns = RocketRowView.columns(for: rows, showsPictures: showsPictures)
                        PaginatedListView(
                            rows, status: pagination, selection: selection, viewportHeight: viewportHeight,
                            scrollOffset: scrollOffset, rowSeparator: .line, report: report, tick: tick
                        ) { row in
                            RocketRowView(row: row, columns: columns, showsPictures: showsPictures)
                        }
                    }
                }
            }
        }
    }

    /// "2 of 8" while a row is selected, "8 rockets" in script mode, "4+" while more pages exist and the total
    /// is unknown; nil until rows are known.
    var accessory: String? {
        guard let rows = state.value, !rows.isEmpty else { return nil }
        let count = totalCount ?? rows.count
        let total = totalCount == nil && pagination != .endOfList ? "\(rows.count)+" : "\(count)"
        if let selection, rows.indices.contains(selection) { return "\(selection + 1) of \(total)" }
        return total == "1" ? "1 rocket" : "\(total) rockets"
    }
}
