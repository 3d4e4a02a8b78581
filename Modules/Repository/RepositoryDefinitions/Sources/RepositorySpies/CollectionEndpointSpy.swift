import Foundation
import RepositoryDefinitions

/// A counting spy for ``CollectionEndpoint``: records every call and answers with settable queries.
///
/// By default a list query is a plain `{}` query on `collection` with the asked page and limit, and an item is
/// looked up with a GET, so generic repository tests need no setup beyond the collection.
public final class CollectionEndpointSpy<Item: Decodable & Identifiable & Sendable, Filter: Hashable & Sendable>:
    CollectionEndpoint, Sendable
where Item.ID == String {
    /// One recorded `listQuery` call.
    public struct ListQueryCall: Sendable {
        public let filter: Filter
        public let page: Int
        public let limit: Int
    }

    private struct Storage {
        var listQueryCalls: [ListQueryCall] = []
        var itemLookupCalls: [String] = []
        var listItemsAreComplete: Bool
        var listQueryHandler: @Sendable (Filter, Int, Int) -> CollectionQuery
        var itemLookupHandler: @Sendable (String) -> ItemLookup
    }

    private let storage: Locked<Storage>

    /// The collection given at creation.
    public let collection: APICollection
    /// The minimum freshness given at creation.
    public let minimumFreshness: TimeInterval
    /// The reference fields given at creation.
    public let relatedCollections: [String: APICollection]

    /// Creates a spy for `collection`, declaring `minimumFreshness` and `relatedCollections`.
    public init(
        collection: APICollection, minimumFreshness: TimeInterval = 300,
        relatedCollections: [String: APICollection] = [:], listItemsAreComplete: Bool = true
    ) {
        self.collection = collection
        self.minimumFreshness = minimumFreshness
        self.relatedCollections = relatedCollections
        storage = Locked(
            Storage(
                listItemsAreComplete: listItemsAreComplete,
                listQueryHandler: { _, page, limit in CollectionQuery(collection: collection, page: page, limit: limit)
                },
                itemLookupHandler: { id in .get(collection, id: id) }))
    }

    /// Every `listQuery` call, in order.
    public var listQueryCalls: [ListQueryCall] { storage.withLock { $0.listQueryCalls } }
    /// Every id passed to `itemLookup`, in order.
    public var itemLookupCalls: [String] { storage.withLock { $0.itemLookupCalls } }

    /// Builds the list queries.
    public var listQueryHandler: @Sendable (Filter, Int, Int) -> CollectionQuery {
        get { storage.withLock { $0.listQueryHandler } }
        set { storage.withLock { $0.listQueryHandler = newValue } }
    }

    /// Builds the item lookups.
    public var itemLookupHandler: @Sendable (String) -> ItemLookup {
        get { storage.withLock { $0.itemLookupHandler } }
        set { storage.withLock { $0.itemLookupHandler = newValue } }
    }

    public var listItemsAreComplete: Bool {
        get { storage.withLock { $0.listItemsAreComplete } }
        set { storage.withLock { $0.listItemsAreComplete = newValue } }
    }

    public func listQuery(filter: Filter, page: Int, limit: Int) -> CollectionQuery {
        storage.withLock { storage in
            storage.listQueryCalls.append(ListQueryCall(filter: filter, page: page, limit: limit))
            return storage.listQueryHandler(filter, page, limit)
        }
    }

    public func itemLookup(id: String) -> ItemLookup {
        storage.withLock { storage in
            storage.itemLookupCalls.append(id)
            return storage.itemLookupHandler(id)
        }
    }
}
