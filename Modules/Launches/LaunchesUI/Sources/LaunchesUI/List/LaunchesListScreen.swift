import Foundation
import LaunchesCore
import RepositoryDefinitions
import SharedPresentation

/// The Launches tab's content on the list scaffold's screen: the active filter under the title, the launches as
/// rows (one line in columns from 100 terminal columns, two lines below), and what an empty interval says.
///
/// Built from plain values, so the App renders it from any state and tests render it from mocks.
public struct LaunchesListScreen: View {
    /// The title of the screen and of the back hint on screens pushed from it.
    public static let title = "Launches"

    /// The rows and where they stand.
    let state: LoadState<[LaunchRow]>
    /// The active filter in words, or nil when every launch is listed.
    let filterSummary: String?
    /// Selection (nil in script mode), viewport, footer, moment and spinner step.
    let frame: PagedListFrame
    /// How many launches match the filter in all, when the API said.
    let totalCount: Int?
    /// Upcoming, Past, or the whole archive: what the header names.
    let timeline: LaunchTimeline

    /// Creates the screen; `frame` has no selection in script mode and no viewport height to show every row,
    /// `totalCount` gives "3 of 120".
    public init(
        state: LoadState<[LaunchRow]>, filterSummary: String?, frame: PagedListFrame, totalCount: Int? = nil,
        timeline: LaunchTimeline = .all
    ) {
        self.state = state
        self.filterSummary = filterSummary
        self.frame = frame
        self.totalCount = totalCount
        self.timeline = timeline
    }

    public var body: some View { screen }

    /// The scaffold's screen with the launches' words and rows.
    private var screen: PagedListScreen<LaunchRow, PaginatedListView> {
        PagedListScreen(
            title: Self.title, subtitle: subtitle, noun: ("launch", "launches"), loadingLabel: "Loading launches",
            state: state, frame: frame, totalCount: totalCount, empty: emptyState
        ) { [frame, timeline] rows in
            let columns = LaunchRowView.columns(countdowns: timeline == .upcoming)
            frame.list(rows) { LaunchRowView(row: $0, columns: columns) }
        }
    }

    /// "Filter: 2020-01-01 to 2020-12-31 (UTC)", or "All launches"; Upcoming and Past say so first with how
    /// many ("Upcoming: 40 launches · Filter: …").
    var subtitle: String {
        let filter = filterSummary.map { "Filter: \($0)" }
        guard let view = timeline.label else { return filter ?? "All launches" }
        let count = totalCount ?? state.value?.count
        let heading = count.map { "\(view): \($0) \($0 == 1 ? "launch" : "launches")" } ?? "\(view) launches"
        return filter.map { "\(heading) · \($0)" } ?? heading
    }

    /// What an empty list says: that nothing matches, the filter, and how to clear it (the keys in the browser,
    /// the options in script mode, which has no selection).
    private var emptyState: ContentUnavailableView {
        guard let filterSummary else {
            return ContentUnavailableView("No launches", message: "The SpaceX API returned no launches.")
        }
        let change =
            frame.selection == nil
            ? "Change or drop the filter options." : "Press x to clear the filter or f to change it."
        return ContentUnavailableView(
            "No launches in this interval", message: "Nothing matches \(filterSummary). \(change)")
    }
}
