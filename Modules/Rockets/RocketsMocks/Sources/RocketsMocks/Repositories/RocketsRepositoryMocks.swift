import Foundation
import RepositoryDefinitions
import RepositorySpies
import RocketsCore

/// Ready-made rockets repositories for view-model tests and previews: spies set up to behave like the real
/// repository in one situation each (paging, loading, failed, empty, offline with a cache, one rocket).
///
/// Each returns a fresh ``PaginatedRepositorySpy`` so tests can still read its call counts and change it.
@MainActor
public enum RocketsRepositoryMocks {
    /// The spy type every factory returns.
    public typealias Spy = PaginatedRepositorySpy<Rocket, RocketFilter>

    /// Starts empty; `load()` and `refresh()` show `first` with one more page, `loadMore()` appends `second`
    /// (skipping ids already listed) and ends the list.
    public static func paging(
        first: [Rocket] = RocketPages.pageOne, second: [Rocket] = RocketPages.pageTwo,
        freshness: Freshness = .live
    ) -> Spy {
        let spy = Spy(filter: .all)
        let showFirst: @MainActor (Spy) async -> Void = { spy in
            spy.state = .loaded(first, freshness: freshness)
            spy.hasNextPage = true
            spy.totalItems = first.count + second.count
            spy.loadMoreError = nil
        }
        spy.onLoad = showFirst
        spy.onRefresh = showFirst
        spy.onLoadMore = { spy in
            guard spy.hasNextPage, let current = spy.state.value else { return }
            let known = Set(current.map(\.id))
            spy.state = .loaded(current + second.filter { !known.contains($0.id) }, freshness: freshness)
            spy.hasNextPage = false
        }
        return spy
    }

    /// Shows `rockets` at once and again on every load or refresh; there is no next page.
    public static func loaded(_ rockets: [Rocket] = RocketSamples.sampleDataset, freshness: Freshness = .live)
        -> Spy
    {
        settled(.loaded(rockets, freshness: freshness), totalItems: rockets.count)
    }

    /// Loaded with no rockets at all.
    public static func empty() -> Spy {
        settled(.loaded([], freshness: .live), totalItems: 0)
    }

    /// Stuck in the first load: `.loading`, and `load()` changes nothing.
    public static func loading() -> Spy {
        let spy = Spy(filter: .all)
        spy.state = .loading
        return spy
    }

    /// Failed with `error` and nothing cached, at once and on every load.
    public static func failed(_ error: RepositoryError = .offline) -> Spy {
        settled(.failed(error, cached: nil), totalItems: nil)
    }

    /// Offline with `rockets` cached from `storedAt`: failed, but with data to show under a "stale" notice.
    public static func offlineCached(
        _ rockets: [Rocket] = RocketSamples.sampleDataset, storedAt: Date = Date(timeIntervalSince1970: 1_700_000_000)
    ) -> Spy {
        settled(.failed(.offline, cached: CachedValue(value: rockets, storedAt: storedAt)), totalItems: rockets.count)
    }

    /// First page shown with a next page that fails with `error` on every attempt.
    public static func loadMoreFailing(_ error: RepositoryError = .timeout, first: [Rocket] = RocketPages.pageOne)
        -> Spy
    {
        let spy = settled(.loaded(first, freshness: .live), totalItems: nil)
        spy.hasNextPage = true
        spy.onLoadMore = { spy in spy.loadMoreError = error }
        return spy
    }

    /// The list shows `rockets` and `item(id:)`/`refreshItem(id:)` answer `rocket` as `itemFreshness` data.
    public static func detail(
        _ rocket: Rocket, itemFreshness: Freshness = .live, listing rockets: [Rocket] = RocketSamples.sampleDataset
    ) -> Spy {
        let spy = loaded(rockets)
        spy.itemResponses = StubbedResponses([.loaded(rocket, freshness: itemFreshness)])
        spy.refreshItemResponses = StubbedResponses([.loaded(rocket, freshness: .live)])
        return spy
    }

    /// A spy in `state` that returns to it on every load and refresh.
    private static func settled(_ state: LoadState<[Rocket]>, totalItems: Int?) -> Spy {
        let spy = Spy(filter: .all)
        let settle: @MainActor (Spy) async -> Void = { spy in
            spy.state = state
            spy.totalItems = totalItems
        }
        spy.state = state
        spy.totalItems = totalItems
        spy.onLoad = settle
        spy.onRefresh = settle
        return spy
    }
}
