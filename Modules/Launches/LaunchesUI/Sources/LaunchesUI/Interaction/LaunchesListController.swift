import Foundation
import LaunchesCore
import RepositoryDefinitions
import SharedPresentation

/// The Launches tab's list as an interactive screen: its key map, the selection and scrolling, opening a launch,
/// and the date filter (edit, clear).
@MainActor
public final class LaunchesListController: InteractiveScreen {
    /// What the list's keys do.
    public enum Command: Sendable, Equatable {
        /// Move the selection.
        case move(ListPlace.Command)
        /// Open the selected launch.
        case open
        /// Edit the date filter.
        case editFilter
        /// Clear the date filter.
        case clearFilter
        /// Explain that links are in the details.
        case explainLinks
    }

    /// The list's keys, as data.
    nonisolated public static let keyBindings: [KeyBinding<Command>] = [
        KeyBinding([.down, .character("j")], .move(.down), hint: .move),
        KeyBinding([.up, .character("k")], .move(.up)),
        KeyBinding([.pageDown, .character(" ")], .move(.pageDown)),
        KeyBinding([.pageUp], .move(.pageUp)),
        KeyBinding([.home, .character("g")], .move(.top)),
        KeyBinding([.end, .character("G")], .move(.bottom)),
        KeyBinding([.enter, .right, .character("l")], .open, hint: .open),
        KeyBinding([.character("f")], .editFilter, hint: KeyHint("f", "filter")),
        KeyBinding([.character("x")], .clearFilter, hint: KeyHint("x", "clear")),
        KeyBinding([.character("o")], .explainLinks),
    ]

    /// The rows, paging and filter.
    public let viewModel: LaunchesListViewModel
    /// The selection and scrolling.
    public private(set) var place = ListPlace()
    private let recorder: LaunchesRouteRecorder
    private let now: @Sendable () -> Date

    /// Creates the list over `repository`.
    public init(repository: any PaginatedRepository<Launch, LaunchFilter>, now: @escaping @Sendable () -> Date) {
        let recorder = LaunchesRouteRecorder()
        self.recorder = recorder
        self.now = now
        viewModel = LaunchesListViewModel(repository: repository, navigator: recorder, now: now)
    }

    public var title: String { LaunchesListScreen.title }
    /// The key bar: the bound keys that have a hint, then the browser's keys this screen relies on.
    nonisolated public static var hints: [KeyHint] { keyBindings.hints() + [KeyHint("r", "refresh")] }
    public var keyHints: [KeyHint] { Self.hints }
    public var isBusy: Bool { viewModel.state.isLoading || viewModel.isLoadingMore }

    public func render(in environment: ScreenEnvironment) -> [StyledLine] {
        fit(environment).lines
    }

    public func handle(_ key: Key, in environment: ScreenEnvironment) -> ScreenOutcome<LaunchesIntent> {
        guard let command = Self.keyBindings.command(for: key) else { return .none }
        place = fit(environment).place
        let rows = viewModel.rows
        switch command {
        case .move(let move):
            let index = place.apply(move, count: rows.count, pageSize: environment.height)
            return .run { [viewModel] in await viewModel.loadMoreIfNeeded(visibleIndex: index) }
        case .open:
            guard !rows.isEmpty else { return .none }
            viewModel.select(id: rows[place.selection(among: rows.count)].id)
            return ScreenOutcome(intents: recorder.takeIntents())
        case .editFilter:
            return .intent(.editFilter)
        case .clearFilter:
            guard viewModel.filter.hasCriteria else { return ScreenOutcome(message: "No filter to clear.") }
            place.reset()
            return .run { [viewModel] in await viewModel.clearFilter() }
        case .explainLinks:
            return ScreenOutcome(message: "Open a launch with ⏎ to see its links.")
        }
    }

    public func load() -> ScreenOutcome<LaunchesIntent> {
        .run { [viewModel] in await viewModel.load() }
    }

    public func refresh() -> ScreenOutcome<LaunchesIntent> {
        .run { [viewModel] in await viewModel.refresh() }
    }

    /// Shows the launches matching `filter` from the first row (the filter form's "apply").
    public func apply(_ filter: LaunchFilter) -> ScreenOutcome<LaunchesIntent> {
        place.reset()
        return .run { [viewModel] in await viewModel.apply(filter) }
    }

    private func fit(_ environment: ScreenEnvironment) -> (lines: [StyledLine], place: ListPlace) {
        place.fitted(height: environment.height) { viewport, scrollOffset, report in
            LaunchesListScreen(
                viewModel: viewModel, selection: place.selection, viewportHeight: viewport,
                scrollOffset: scrollOffset, now: now(), report: report, tick: environment.tick
            )
            .render(width: environment.width, context: environment.context)
        }
    }
}
