import Foundation
import Observation
import RepositoryDefinitions

/// The launches list screen: rows derived from the repository's pages, infinite scroll, refresh, the date
/// filter, and selection.
///
/// It holds no copy of the data: rows are computed from the repository's observable state, so a filter change
/// that resets the repository resets the rows too.
@MainActor
@Observable
public final class LaunchesListViewModel {
    /// The data source; its filter is the list's filter.
    public let repository: any PaginatedRepository<Launch, LaunchFilter>
    /// How close to the end (in rows) the visible row must be for the next page to be fetched.
    public let loadMoreThreshold: Int
    private let navigator: any LaunchesNavigator
    private let now: @Sendable () -> Date
    @ObservationIgnored private var rowCache: RowCache?

    /// Creates the view model.
    public init(
        repository: any PaginatedRepository<Launch, LaunchFilter>, navigator: any LaunchesNavigator,
        loadMoreThreshold: Int = 5, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.repository = repository
        self.navigator = navigator
        self.loadMoreThreshold = max(1, loadMoreThreshold)
        self.now = now
    }

    /// The list's state with each launch turned into a row.
    public var state: LoadState<[LaunchRow]> {
        let launchesState = repository.state
        guard let launches = launchesState.value else { return launchesState.map { _ in [] } }
        let rows = rows(for: launches)
        return launchesState.map { _ in rows }
    }

    /// The rows to show now; empty while nothing is loaded.
    public var rows: [LaunchRow] {
        repository.state.value.map { rows(for: $0) } ?? []
    }

    /// The filter the list is loaded under.
    public var filter: LaunchFilter { repository.filter }
    /// Whether another page exists.
    public var hasNextPage: Bool { repository.hasNextPage }
    /// Whether the next page is being fetched.
    public var isLoadingMore: Bool { repository.isLoadingMore }
    /// Why the last next-page fetch failed; scrolling does not retry it, ``loadMore()`` does.
    public var loadMoreError: RepositoryError? { repository.loadMoreError }
    /// How many launches match the filter, once known.
    public var totalItems: Int? { repository.totalItems }
    /// Whether the list loaded and nothing matches.
    public var isEmpty: Bool {
        if case .loaded(let launches, _) = repository.state { launches.isEmpty } else { false }
    }

    /// Shows cached data at once and fetches the first page.
    public func load() async {
        await repository.load()
    }

    /// Fetches the first page again, keeping the rows on screen meanwhile.
    public func refresh() async {
        await repository.refresh()
    }

    /// Fetches the next page now (also the retry after a failed one).
    public func loadMore() async {
        await repository.loadMore()
    }

    /// Called as rows appear: fetches the next page when row `visibleIndex` is within ``loadMoreThreshold`` of
    /// the end, a next page exists, none is in flight and the last attempt did not fail.
    public func loadMoreIfNeeded(visibleIndex: Int) async {
        guard case .loaded(let launches, _) = repository.state, !launches.isEmpty, repository.hasNextPage,
            !repository.isLoadingMore, repository.loadMoreError == nil,
            visibleIndex >= launches.count - loadMoreThreshold
        else { return }
        await repository.loadMore()
    }

    /// Loads the list under `filter`: the repository cancels in-flight work and starts again from page 1.
    /// Applying the filter already shown does nothing unless the last load failed.
    public func apply(_ filter: LaunchFilter) async {
        if filter == repository.filter, repository.state.error == nil, case .loaded = repository.state { return }
        await repository.setFilter(filter)
    }

    /// Drops the date interval and search, keeping the time zone and order.
    public func clearFilter() async {
        await apply(repository.filter.clearingCriteria())
    }

    /// Opens the detail of the launch with `id`.
    public func select(id: String) {
        navigator.navigate(to: .launchDetail(id: id))
    }

    /// The rows for `launches`, reusing the last ones while the launches, zone and minute are unchanged.
    private func rows(for launches: [Launch]) -> [LaunchRow] {
        let moment = now()
        let key = RowCache.Key(
            timeZone: repository.filter.timeZone, minute: Int((moment.timeIntervalSince1970 / 60).rounded(.down)))
        if let rowCache, rowCache.key == key, rowCache.launches == launches { return rowCache.rows }
        let presenter = LaunchPresenter(timeZone: key.timeZone, now: moment)
        let rows = launches.map(presenter.row(for:))
        rowCache = RowCache(key: key, launches: launches, rows: rows)
        return rows
    }

    /// The last computed rows and what they were computed from.
    private struct RowCache {
        struct Key: Equatable {
            let timeZone: TimeZone
            let minute: Int
        }

        let key: Key
        let launches: [Launch]
        let rows: [LaunchRow]
    }
}
