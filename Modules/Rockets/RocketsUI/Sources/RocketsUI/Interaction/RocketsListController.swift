import Foundation
import RepositoryDefinitions
import RocketsCore
import SharedPresentation

/// The Rockets tab's list as an interactive screen: its key map, the selection and scrolling, opening a rocket.
@MainActor
public final class RocketsListController: InteractiveScreen {
    /// What the list's keys do.
    public enum Command: Sendable, Equatable {
        /// Move the selection.
        case move(ListPlace.Command)
        /// Open the selected rocket.
        case open
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
        KeyBinding([.character("o")], .explainLinks),
    ]

    /// The rows and paging.
    public let viewModel: RocketsListViewModel
    /// The selection and scrolling.
    public private(set) var place = ListPlace()
    private let recorder: RocketsRouteRecorder
    private let now: @Sendable () -> Date

    /// Creates the list over `repository`.
    public init(repository: any PaginatedRepository<Rocket, RocketFilter>, now: @escaping @Sendable () -> Date) {
        let recorder = RocketsRouteRecorder()
        self.recorder = recorder
        self.now = now
        viewModel = RocketsListViewModel(repository: repository, navigator: recorder)
    }

    public var title: String { "Rockets" }
    /// The key bar: the bound keys that have a hint, then the browser's keys this screen relies on.
    nonisolated public static var hints: [KeyHint] { keyBindings.hints() + [KeyHint("r", "refresh")] }
    public var keyHints: [KeyHint] { Self.hints }
    public var isBusy: Bool { viewModel.state.isLoading || viewModel.isLoadingMore }

    public func render(in environment: ScreenEnvironment) -> [StyledLine] {
        fit(environment).lines
    }

    public func handle(_ key: Key, in environment: ScreenEnvironment) -> ScreenOutcome<RocketsIntent> {
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
        case .explainLinks:
            return ScreenOutcome(message: "Open a rocket with ⏎ to see its links.")
        }
    }

    public func load() -> ScreenOutcome<RocketsIntent> {
        .run { [viewModel] in await viewModel.load() }
    }

    public func refresh() -> ScreenOutcome<RocketsIntent> {
        .run { [viewModel] in await viewModel.refresh() }
    }

    private func fit(_ environment: ScreenEnvironment) -> (lines: [StyledLine], place: ListPlace) {
        place.fitted(height: environment.height) { viewport, scrollOffset, report in
            RocketsListScreen(
                viewModel: viewModel, selection: place.selection, viewportHeight: viewport,
                scrollOffset: scrollOffset, now: now(), report: report, tick: environment.tick
            )
            .render(width: environment.width, context: environment.context)
        }
    }
}
