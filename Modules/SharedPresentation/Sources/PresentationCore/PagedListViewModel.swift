import Foundation
import Observation
import RepositoryDefinitions

/// Any feature's paged list, platform-neutral (a SwiftUI `List` or the terminal's list screen can sit on it):
/// rows derived from the repository's pages, one per id; the next page fetched as the end comes near; a refresh
/// that loads back as many rows as were shown, so the place in the list survives it; the whole list on demand
/// (the last row of the list, not of the loaded pages); and the filter.
///
/// It holds no copy of the data: rows are computed from the repository's observable state, so a filter change
/// that resets the repository resets the rows too. A feature supplies only how an item becomes a row.
@MainActor
@Observable
public final class PagedListViewModel<
    Item: Identifiable & Sendable, Filter: Hashable & Sendable, Row: Identifiable & Sendable
>
where Item.ID == String, Row.ID == String {
    /// How close to the end (in rows) the selection or the last row on screen must be for the next page to be
    /// fetched: about a screen of two-line rows, so the next page usually arrives before the user reaches it.
    static var prefetchDistance: Int { 5 }

    /// The data source; its filter is the list's filter.
    public let repository: any PaginatedRepository<Item, Filter>
    private let makeRows: @MainActor (_ items: [Item], _ filter: Filter) -> [Row]
    private let name: @MainActor (Row) -> String
    /// What was typed after `/`: only loaded rows whose name contains it (ignoring case and accents) are shown,
    /// and no page is fetched for it; empty shows every row.
    public var search = ""

    /// Creates the list over `repository`; `rows` turns the items (already one per id) into rows under a filter;
    /// `name` is what ``search`` looks in.
    public init(
        repository: any PaginatedRepository<Item, Filter>,
        rows: @escaping @MainActor (_ items: [Item], _ filter: Filter) -> [Row],
        name: @escaping @MainActor (Row) -> String = { $0.id }
    ) {
        self.repository = repository
        makeRows = rows
        self.name = name
    }

    /// The list's state with each item turned into a row (those matching ``search``): loading, loaded (with
    /// freshness), refreshing, or failed (with the cached rows).
    public var state: LoadState<[Row]> {
        let filter = repository.filter
        let search = search
        return repository.state.map { [makeRows, name] in
            let rows = makeRows(Self.unique($0), filter)
            guard !search.isEmpty else { return rows }
            return rows.filter {
                name($0).range(of: search, options: [.caseInsensitive, .diacriticInsensitive]) != nil
            }
        }
    }

    /// The rows to show now; empty while nothing is loaded.
    public var rows: [Row] { state.value ?? [] }

    /// The loaded item with `id`, so a detail screen can paint it at once.
    public func item(id: String) -> Item? {
        repository.state.value?.first { $0.id == id }
    }

    /// The filter the list is loaded under.
    public var filter: Filter { repository.filter }
    /// Whether another page exists.
    public var hasNextPage: Bool { repository.hasNextPage }
    /// Whether the next page is being fetched.
    public var isLoadingMore: Bool { repository.isLoadingMore }
    /// Why the last next-page fetch failed; scrolling does not retry it, ``loadMore()`` and a refresh do.
    public var loadMoreError: RepositoryError? { repository.loadMoreError }
    /// How many items match the filter in all, once known.
    public var totalItems: Int? { repository.totalItems }
    /// Whether a first load or a refresh is running, or a next page is being fetched.
    public var isBusy: Bool { repository.state.isLoading || repository.isLoadingMore }

    /// Shows cached data at once and fetches the first page.
    public func load() async {
        await repository.load()
    }

    /// Fetches the first page again, keeping the rows on screen meanwhile, then the next pages until at least
    /// `count` rows are back (the rows shown before, so the selected one is found again), the list ends, or a
    /// page fails. A failed refresh keeps what was shown and fetches nothing more.
    public func refresh(keepingAtLeast count: Int = 0) async {
        await repository.refresh()
        guard repository.state.error == nil else { return }
        await loadMore(while: { [unowned self] in rows.count < count })
    }

    /// Fetches the next page now (also the retry after a failed one).
    public func loadMore() async {
        await repository.loadMore()
    }

    /// Fetches every remaining page, one after another, stopping at a failure: what "go to the last row" needs.
    public func loadAll() async {
        await loadMore(while: { true })
    }

    /// Whether a row at `index` (the selection, or the last row on screen) is near enough to the end for the
    /// next page: the list is loaded, a next page exists, none is in flight and the last attempt did not fail.
    public func needsMore(after index: Int) -> Bool {
        let count = rows.count
        return search.isEmpty && count > 0 && index >= count - Self.prefetchDistance && canLoadMore
    }

    /// Returns once no load, refresh or next page is running (at once when none is): for work that must see
    /// the rows a load in flight brings, such as the next key of a burst.
    public func settled() async {
        // Polled: the loads run in tasks of their own, and a poll every 20 ms only while one runs costs nothing.
        while isBusy, !Task.isCancelled {
            try? await Task.sleep(nanoseconds: 20_000_000)
        }
    }

    /// Loads the list under `filter`: the repository cancels in-flight work and starts again from page 1.
    /// Applying the filter already shown does nothing unless the last load failed.
    public func apply(_ filter: Filter) async {
        if filter == repository.filter, repository.state.error == nil, case .loaded = repository.state { return }
        await repository.setFilter(filter)
    }

    /// Whether scrolling may fetch the next page now: the list is shown and settled, and the last page fetch did
    /// not fail (so scrolling never hammers a failing API).
    private var canLoadMore: Bool {
        guard repository.state.value != nil, !repository.state.isLoading else { return false }
        return repository.hasNextPage && !repository.isLoadingMore && repository.loadMoreError == nil
    }

    /// Fetches next pages while `condition` holds and each one adds rows.
    private func loadMore(while condition: () -> Bool) async {
        while condition(), canLoadMore {
            let before = rows.count
            await repository.loadMore()
            guard rows.count > before else { return }
        }
    }

    /// `items` with one item per id (the first wins), so an overlapping page never shows an item twice.
    private static func unique(_ items: [Item]) -> [Item] {
        var seen = Set<String>()
        return items.filter { seen.insert($0.id).inserted }
    }
}
