import Foundation
import PresentationCore
import RepositoryDefinitions

/// Any feature's paged list as an interactive screen (the list scaffold): the moving keys, opening the selected
/// row, paging by what is on screen, the next page fetched as the end comes into view (also at once when the
/// first page does not fill the screen), `G` to the last row of the whole list, a refresh that keeps the selected
/// row selected and on screen, and the footer. The ``PagedListFeature`` supplies rows, screen, intents and its own
/// keys.
@MainActor
public final class PagedListController<Feature: PagedListFeature>: InteractiveScreen {
    /// What the list's keys do.
    public enum Command: Sendable, Equatable {
        /// Move the selection.
        case move(ListPlace.Command)
        /// Open the selected row.
        case open
        /// Explain that links are in the details.
        case explainLinks
        /// Start typing a search by name.
        case search
        /// One of the feature's own keys.
        case feature(Feature.Command)
    }

    /// The list's keys, as data: moving and opening, the feature's own, then `o`.
    nonisolated public static var keyBindings: [KeyBinding<Command>] {
        [
            KeyBinding([.up, .character("k")], .move(.up), help: "move"),
            KeyBinding([.down, .character("j")], .move(.down), hint: .move, help: "move"),
            KeyBinding([.pageUp], .move(.pageUp), help: KeyHelp.paging),
            KeyBinding([.pageDown, .character(" ")], .move(.pageDown), help: KeyHelp.paging),
            KeyBinding([.home, .character("g")], .move(.top), help: KeyHelp.ends),
            KeyBinding([.end, .character("G")], .move(.bottom), help: KeyHelp.ends),
            KeyBinding([.enter, .right, .character("l")], .open, hint: .open, help: "open the selected row"),
        ]
            + Feature.keyBindings.map { $0.map(Command.feature) }
            + [
                KeyBinding([.character("o")], .explainLinks),
                KeyBinding([.character("/")], .search, help: "search the loaded rows by name (⏎ keep, Esc clear)"),
            ]
    }

    /// The key bar: the bound keys that have a hint, then the browser's keys this screen relies on.
    nonisolated public static var hints: [KeyHint] { keyBindings.hints() + [KeyHint("r", "refresh")] }

    /// The rows, paging and filter.
    public let viewModel: PagedListViewModel<Feature.Item, Feature.Filter, Feature.Row>
    /// The selection and scrolling, as last moved (see ``place(over:)`` for the place shown).
    public private(set) var place = ListPlace()
    private let now: @Sendable () -> Date

    /// Creates the list over `repository`.
    public init(
        repository: any PaginatedRepository<Feature.Item, Feature.Filter>, now: @escaping @Sendable () -> Date
    ) {
        self.now = now
        viewModel = PagedListViewModel(
            repository: repository, rows: Feature.rows(now: now), name: { Feature.name(of: $0) })
    }

    /// The clock's time now: what a feature measures a new filter from (an Upcoming view, say).
    public var currentDate: Date { now() }
    /// Whether `/` was pressed and the search is being typed: the list takes every key until ⏎ or Esc.
    public private(set) var isSearching = false
    /// The place when `/` was pressed, where Esc goes back to.
    private var placeBeforeSearch = ListPlace()
    /// The search as typed (the loaded rows narrow by it at once, unless the source's answer to it is shown).
    private var typed = ""
    /// When the source is asked for the typed text.
    private var sourceSearch = SourceSearch<Feature.Filter>()

    public var title: String { Feature.title }
    public var keyHints: [KeyHint] {
        isSearching
            ? [KeyHint("⏎", "keep", priority: .essential), KeyHint("Esc", "clear", priority: .essential)] : Self.hints
    }
    public var isBusy: Bool { viewModel.isBusy }
    public var capturesKeys: Bool { isSearching }

    public func render(in environment: ScreenEnvironment) -> [StyledLine] {
        fit(environment).lines
    }

    public func handle(_ key: Key, in environment: ScreenEnvironment) -> ScreenOutcome<Feature.Intent> {
        if isSearching, let outcome = type(key) { return outcome }
        guard let command = Self.keyBindings.command(for: key) else { return .none }
        place = fit(environment).place
        let rows = viewModel.rows
        switch command {
        case .move(let move):
            place.apply(move, ids: rows.map(\.id), pageSize: environment.height)
            // The next key waits for the rows this move brings near, so a burst pages as far as slow presses.
            var outcome: ScreenOutcome<Feature.Intent> =
                move == .bottom
                ? .run { [viewModel] in await viewModel.loadAll() }
                : .run { [weak self] in await self?.fill(environment) }
            outcome.holdsKeys = true
            return outcome
        case .open:
            guard !rows.isEmpty else { return .none }
            return .intent(Feature.intent(opening: rows[place.selection(among: rows.count)]))
        case .explainLinks:
            return ScreenOutcome(message: Feature.linksMessage)
        case .search:
            isSearching = true
            placeBeforeSearch = place
            return ScreenOutcome(message: searchLine)
        case .feature(let command):
            return Feature.handle(command, in: self)
        }
    }

    /// A key while the search is typed: a character narrows (from the first match), ⌫ widens, ⏎ keeps the
    /// search, Esc clears it and goes back to the row selected before `/`; nil
    /// for the moving keys, which move among the rows found.
    private func type(_ key: Key) -> ScreenOutcome<Feature.Intent>? {
        switch key {
        case .character(let character): typed.append(character)
        case .backspace: if !typed.isEmpty { typed.removeLast() }
        case .enter:
            isSearching = false
            guard !typed.isEmpty else { return .none }
            return ScreenOutcome(
                message: "\(viewModel.rows.count) loaded rows match \"\(typed)\" (/ then Esc clears)")
        case .escape:
            isSearching = false
            typed = ""
            viewModel.search = ""
            place = placeBeforeSearch
            guard let before = sourceSearch.cleared() else { return .none }
            return .run { [viewModel] in await viewModel.apply(before) }
        default:
            return nil
        }
        viewModel.search = typed
        sourceSearch.edited()
        place.reset()
        return ScreenOutcome(message: searchLine)
    }

    /// The search as typed, under the list.
    private var searchLine: String { "/" + typed + "▏" }

    /// Once typing pauses, asks the source for the typed text (``SourceSearch``): its answer replaces the rows,
    /// not narrowed again by name (the source also matches, say, the rocket's name).
    public func timerTicked() -> ScreenOutcome<Feature.Intent> {
        let text = typed
        guard
            let filter = sourceSearch.ticked(text: text, current: viewModel.filter, searching: Feature.filter)
        else { return .none }
        place.reset()
        return .run { [weak self] in
            guard let self else { return }
            await viewModel.apply(filter)
            if typed == text, sourceSearch.asked == text { viewModel.search = "" }
        }
    }

    public func load() -> ScreenOutcome<Feature.Intent> {
        .run { [viewModel] in await viewModel.load() }
    }

    /// Loads the first page, then (as a second piece of work, so a host can start other screens' loads first)
    /// the next ones at once while the screen is not filled.
    public func load(in environment: ScreenEnvironment) -> ScreenOutcome<Feature.Intent> {
        ScreenOutcome(work: [
            { [viewModel] in await viewModel.load() },
            { [weak self] in await self?.fill(environment) },
        ])
    }

    /// Reloads the first page, then as many rows as were shown, so the selected row is found again.
    public func refresh() -> ScreenOutcome<Feature.Intent> {
        let count = viewModel.rows.count
        return .run { [viewModel] in await viewModel.refresh(keepingAtLeast: count) }
    }

    /// Fetches the rows a larger screen shows (a window grown from 80×24 to 120×40 is filled at once).
    public func resized(to environment: ScreenEnvironment) -> ScreenOutcome<Feature.Intent> {
        .run { [weak self] in await self?.fill(environment) }
    }

    /// Shows the rows matching `filter` from the first row (a filter form's "apply").
    public func apply(_ filter: Feature.Filter) -> ScreenOutcome<Feature.Intent> {
        place.reset()
        return .run { [viewModel] in await viewModel.apply(filter) }
    }

    /// Fetches next pages while the selection or the last row drawn in `environment` is near the end of the
    /// loaded rows (the first screen of a tall terminal is filled at once). A page already being fetched (the
    /// prefetch of an earlier move) is waited for first, and counts.
    private func fill(_ environment: ScreenEnvironment) async {
        while true {
            await viewModel.settled()
            let drawn = fit(environment)
            let last = max(drawn.place.selection, (drawn.layout?.visibleRows.upperBound ?? 1) - 1)
            let count = viewModel.rows.count
            guard viewModel.needsMore(after: last) else { return }
            await viewModel.loadMore()
            guard viewModel.rows.count > count else { return }
        }
    }

    /// The screen rendered to fill `environment`'s height, with the place as drawn.
    private func fit(_ environment: ScreenEnvironment) -> (
        lines: [StyledLine], place: ListPlace, layout: ListLayout?
    ) {
        let viewModel = viewModel
        let shown = place.reconciled(with: viewModel.rows.map(\.id))
        let pagination = PaginationStatus(
            isLoadingMore: viewModel.isLoadingMore, loadMoreError: viewModel.loadMoreError,
            hasNextPage: viewModel.hasNextPage)
        return shown.fitted(height: environment.height) { viewport, scrollOffset, report in
            let frame = PagedListFrame(
                selection: shown.selection, viewportHeight: viewport, scrollOffset: scrollOffset,
                pagination: pagination, now: now(), report: report, tick: environment.tick)
            return Feature.screen(viewModel, frame: frame).render(
                width: environment.width, context: environment.context)
        }
    }
}
