import Foundation
import LaunchesCore
import PresentationCore
import SharedPresentation

/// The Launches tab's list on the list scaffold: the launches as rows, ⏎ sends "show launch", the date filter's
/// keys (edit, clear) and `p` between Upcoming and Past.
public enum LaunchesList: PagedListFeature {
    /// The filter's keys.
    public enum Command: Sendable, Equatable {
        /// Edit the date filter.
        case editFilter
        /// Clear the date filter.
        case clearFilter
        /// Switch between Upcoming and Past.
        case toggleTimeline
    }

    public static let title = LaunchesListScreen.title
    public static let linksMessage = "Open a launch with ⏎ to see its links."

    nonisolated public static var keyBindings: [KeyBinding<Command>] {
        [
            KeyBinding(
                [.character("f")], .editFilter, hint: KeyHint("f", "filter"), help: "filter launches by date interval"),
            KeyBinding([.character("x")], .clearFilter, hint: KeyHint("x", "clear"), help: "clear the filter"),
            KeyBinding(
                [.character("p")], .toggleTimeline, hint: KeyHint("p", "past/upcoming"),
                help: "switch between upcoming and past launches"),
        ]
    }

    public static func rows(now: @escaping @Sendable () -> Date) -> @MainActor ([Launch], LaunchFilter) -> [LaunchRow] {
        let rows = LaunchRows(now: now)
        return { launches, filter in
            rows.rows(for: launches, timeZone: filter.timeZone, countdowns: filter.timeline == .upcoming)
        }
    }

    public static func intent(opening row: LaunchRow) -> LaunchesIntent { .showLaunch(id: row.id) }

    /// `/` searches the mission names.
    public static func name(of row: LaunchRow) -> String { row.mission }

    /// Once typing pauses, `/` asks the source with the list's search words (one request; the same filter's
    /// saved answer costs none).
    public static func filter(_ filter: LaunchFilter, searching text: String) -> LaunchFilter? {
        filter.settingSearchText(text)
    }

    public static func screen(
        _ list: PagedListViewModel<Launch, LaunchFilter, LaunchRow>, frame: PagedListFrame
    ) -> LaunchesListScreen {
        // The rows of launches that moved since the last look are marked (when the list records its answers).
        let moved = (list.repository as? ChangeRecordingRepository)?.moved ?? []
        return LaunchesListScreen(
            state: moved.isEmpty ? list.state : list.state.map { $0.map { $0.marked(moved.contains($0.id)) } },
            filterSummary: list.filter.criteriaSummary, frame: frame, totalCount: list.totalItems,
            timeline: list.filter.timeline)
    }

    public static func handle(_ command: Command, in list: LaunchesListController) -> ScreenOutcome<LaunchesIntent> {
        switch command {
        case .editFilter:
            return .intent(.editFilter)
        case .clearFilter:
            let filter = list.viewModel.filter
            guard filter.hasCriteria else { return ScreenOutcome(message: "No filter to clear.") }
            return list.apply(filter.clearingCriteria())
        case .toggleTimeline:
            let filter = list.viewModel.filter
            return list.apply(filter.settingTimeline(filter.timeline.toggled, now: list.currentDate))
        }
    }
}

/// The Launches tab's list as an interactive screen.
public typealias LaunchesListController = PagedListController<LaunchesList>
