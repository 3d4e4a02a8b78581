import Foundation
import Observation

/// A list screen's data source: pages of items under a filter, with stale-while-revalidate and detail lookups.
///
/// State is observable (Observation framework) so views and tests follow it; all members run on the main actor.
@MainActor
public protocol PaginatedRepository<Item, Filter>: AnyObject, Observable {
    /// The listed item type; ids are the API's string ids.
    associatedtype Item: Identifiable & Sendable where Item.ID == String
    /// What narrows the list (a date interval, say).
    associatedtype Filter: Hashable & Sendable

    /// All loaded pages, de-duplicated by id, in order.
    var state: LoadState<[Item]> { get }
    /// The filter the list is loaded under.
    var filter: Filter { get }
    /// Whether another page exists after the loaded ones.
    var hasNextPage: Bool { get }
    /// Whether a next page is being fetched.
    var isLoadingMore: Bool { get }
    /// Why the last next-page fetch failed, until the next attempt.
    var loadMoreError: RepositoryError? { get }
    /// How many items match the filter in all, once known.
    var totalItems: Int? { get }

    /// Shows cached data at once when there is any, then fetches the first page unless the cache is fresh.
    func load() async
    /// Fetches the first page again from the network, keeping the current items on screen meanwhile.
    func refresh() async
    /// Fetches the next page; does nothing while one is in flight or when there is none.
    func loadMore() async
    /// Replaces the filter, cancels in-flight work, discards its late answers and loads the first page.
    func setFilter(_ filter: Filter) async
    /// One item by id: from the list when it is complete and fresh, else the cache, else the network.
    func item(id: String) async -> LoadState<Item>
    /// One item by id, always from the network.
    func refreshItem(id: String) async -> LoadState<Item>
    /// One item by id from the response cache, however old, without a request; nil when nothing is cached.
    ///
    /// What a detail screen paints before it asks (stale-while-revalidate): `isFresh` says whether asking is
    /// needed at all.
    func cachedItem(id: String) async -> Fetched<Item>?
}

extension PaginatedRepository {
    /// No cache: repositories that keep none (in-memory mocks) paint nothing before they answer.
    public func cachedItem(id: String) async -> Fetched<Item>? { nil }
}
