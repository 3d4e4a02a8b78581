import Foundation
import LaunchesCore
import RepositoryDefinitions
import RepositorySpies

/// Ready-made launches repositories for view-model tests and previews: counting spies whose calls change their
/// state the way the real repository would.
@MainActor
public enum LaunchesRepositoryMocks {
    /// The spy type every factory returns.
    public typealias Spy = PaginatedRepositorySpy<Launch, LaunchFilter>

    /// Pages through ``LaunchMocks/pageOne`` then ``LaunchMocks/pageTwo``: `load` and `refresh` show page one,
    /// `loadMore` appends page two (once), `setFilter` shows the first page of what the filter keeps.
    public static func paging(filter: LaunchFilter = LaunchFilter(timeZone: LaunchFilter.utc)) -> Spy {
        serving(LaunchMocks.pageOne + LaunchMocks.pageTwo, pageSize: 10, filter: filter)
    }

    /// Pages through `launches` in the filter's order, `pageSize` at a time, filtering them like the API would
    /// (date bounds and text search); new pages are appended without duplicate ids.
    public static func serving(
        _ launches: [Launch], pageSize: Int = 10, freshness: Freshness = .live,
        filter: LaunchFilter = LaunchFilter(timeZone: LaunchFilter.utc)
    ) -> Spy {
        let spy = Spy(filter: filter)
        let size = max(1, pageSize)
        let showFirstPage: @MainActor (Spy) -> Void = { spy in
            let matches = LaunchMocks.matching(spy.filter, in: launches)
            spy.state = .loaded(Array(matches.prefix(size)), freshness: freshness)
            spy.hasNextPage = matches.count > size
            spy.totalItems = matches.count
            spy.loadMoreError = nil
        }
        spy.onLoad = { showFirstPage($0) }
        spy.onRefresh = { showFirstPage($0) }
        spy.onSetFilter = { spy, _ in
            spy.state = .loading
            showFirstPage(spy)
        }
        spy.onLoadMore = { spy in
            guard spy.hasNextPage, let shown = spy.state.value else { return }
            let matches = LaunchMocks.matching(spy.filter, in: launches)
            let shownIds = Set(shown.map(\.id))
            let next = matches.filter { !shownIds.contains($0.id) }.prefix(size)
            let all = shown + next
            spy.state = .loaded(all, freshness: freshness)
            spy.hasNextPage = all.count < matches.count
        }
        return spy
    }

    /// Every archive launch, marked as built-in archive (`.builtInArchive`) data.
    public static func sample(filter: LaunchFilter = LaunchFilter(timeZone: LaunchFilter.utc)) -> Spy {
        serving(LaunchMocks.sampleDataset, pageSize: 10, freshness: .builtInArchive, filter: filter)
    }

    /// Stays loading: the first load never finishes.
    public static func loading(filter: LaunchFilter = LaunchFilter(timeZone: LaunchFilter.utc)) -> Spy {
        let spy = Spy(filter: filter)
        spy.state = .loading
        spy.onLoad = { $0.state = .loading }
        return spy
    }

    /// Fails with `error` and nothing cached.
    public static func failed(
        _ error: RepositoryError = .offline, filter: LaunchFilter = LaunchFilter(timeZone: LaunchFilter.utc)
    ) -> Spy {
        fixed(.failed(error, cached: nil), filter: filter)
    }

    /// Loads and finds nothing.
    public static func empty(filter: LaunchFilter = LaunchFilter(timeZone: LaunchFilter.utc)) -> Spy {
        let spy = fixed(.loaded([], freshness: .live), filter: filter)
        spy.totalItems = 0
        return spy
    }

    /// Offline with page one cached from `storedAt`: the list shows it under an offline notice.
    public static func offlineCached(
        storedAt: Date, filter: LaunchFilter = LaunchFilter(timeZone: LaunchFilter.utc)
    ) -> Spy {
        fixed(.failed(.offline, cached: CachedValue(value: LaunchMocks.pageOne, storedAt: storedAt)), filter: filter)
    }

    /// Holds `listed` (the list's partial copy) and answers `item` and `refreshItem` with `full`.
    public static func detail(
        listed: Launch, full: Launch, filter: LaunchFilter = LaunchFilter(timeZone: LaunchFilter.utc)
    ) -> Spy {
        let spy = fixed(.loaded([listed], freshness: .live), filter: filter)
        spy.itemResponses.set(.loaded(full, freshness: .live))
        spy.refreshItemResponses.set(.loaded(full, freshness: .live))
        return spy
    }

    /// A spy showing `state` now and after every load, refresh or filter change.
    private static func fixed(_ state: LoadState<[Launch]>, filter: LaunchFilter) -> Spy {
        let spy = Spy(filter: filter)
        spy.state = state
        spy.onLoad = { $0.state = state }
        spy.onRefresh = { $0.state = state }
        spy.onSetFilter = { spy, _ in spy.state = state }
        return spy
    }
}
