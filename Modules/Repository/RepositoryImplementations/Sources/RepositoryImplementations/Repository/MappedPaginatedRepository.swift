import Foundation
import Observation
import RepositoryDefinitions

/// A ``PaginatedRepository`` of a source's documents seen as one of domain items: every call goes to `base`, every
/// answer is mapped with `transform`.
///
/// A source decodes its own wire documents (the generic repository needs `Decodable` items, the domain has none)
/// and the screens see only domain values. Observation follows `base`: each property reads the base's observed
/// property, so a view tracking this repository is told when the base changes.
@MainActor
public final class MappedPaginatedRepository<Base: PaginatedRepository, Item: Identifiable & Sendable>:
    ForwardingPaginatedRepository, Observable
where Item.ID == String {
    public typealias Filter = Base.Filter
    public typealias BaseItem = Base.Item

    /// The repository whose documents are mapped; paging and filter are its own (``ForwardingPaginatedRepository``).
    public let base: any PaginatedRepository<Base.Item, Base.Filter>
    private let transform: @Sendable (Base.Item) -> Item

    /// Wraps `base`, mapping each of its items with `transform`.
    public init(_ base: Base, transform: @escaping @Sendable (Base.Item) -> Item) {
        self.base = base
        self.transform = transform
    }

    public var state: LoadState<[Item]> { base.state.map { $0.map(transform) } }

    public func item(id: String) async -> LoadState<Item> {
        await base.item(id: id).map(transform)
    }

    public func refreshItem(id: String) async -> LoadState<Item> {
        await base.refreshItem(id: id).map(transform)
    }

    public func cachedItem(id: String) async -> Fetched<Item>? {
        guard let fetched = await base.cachedItem(id: id) else { return nil }
        return Fetched(value: transform(fetched.value), freshness: fetched.freshness, isFresh: fetched.isFresh)
    }
}
