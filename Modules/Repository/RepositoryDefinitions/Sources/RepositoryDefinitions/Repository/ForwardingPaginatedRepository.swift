import Foundation
import Observation

/// A repository that is another one (``base``) with something added: every member it does not write itself is
/// `base`'s, its observable state included, so screens and scripts see no difference. A wrapper writes only what
/// it adds (a check, a recorder, a mapping of the items) instead of forwarding the whole contract by hand.
///
/// The list's paging and filter are always `base`'s; its items and lookups are too when the wrapper lists the same
/// items (`BaseItem == Item`), else the wrapper maps them itself.
@MainActor
public protocol ForwardingPaginatedRepository: PaginatedRepository {
    /// The items of the wrapped repository: this one's own unless it maps them.
    associatedtype BaseItem: Identifiable & Sendable = Item where BaseItem.ID == String

    /// The repository whose lists and items this one hands on.
    var base: any PaginatedRepository<BaseItem, Filter> { get }
}

extension ForwardingPaginatedRepository {
    public var filter: Filter { base.filter }
    public var hasNextPage: Bool { base.hasNextPage }
    public var isLoadingMore: Bool { base.isLoadingMore }
    public var loadMoreError: RepositoryError? { base.loadMoreError }
    public var totalItems: Int? { base.totalItems }
    public func load() async { await base.load() }
    public func refresh() async { await base.refresh() }
    public func loadMore() async { await base.loadMore() }
    public func setFilter(_ filter: Filter) async { await base.setFilter(filter) }
}

extension ForwardingPaginatedRepository where BaseItem == Item {
    public var state: LoadState<[Item]> { base.state }
    public func item(id: String) async -> LoadState<Item> { await base.item(id: id) }
    public func refreshItem(id: String) async -> LoadState<Item> { await base.refreshItem(id: id) }
    public func cachedItem(id: String) async -> Fetched<Item>? { await base.cachedItem(id: id) }
}
