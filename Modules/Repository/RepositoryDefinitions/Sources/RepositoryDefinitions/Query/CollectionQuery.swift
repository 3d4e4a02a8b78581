import Foundation

/// A complete `POST /{version}/{collection}/query` request: which documents, in what order, which fields, which page.
///
/// Features build these; the live API service turns them into the exact JSON body and caches by it.
public struct CollectionQuery: Sendable, Hashable {
    /// The collection to query.
    public var collection: APICollection
    /// Which documents match.
    public var filter: QueryFilter
    /// The sort keys, most significant first.
    public var sort: [SortField]
    /// The fields to return; empty returns whole documents.
    public var select: [String]
    /// The references to replace with documents.
    public var populate: [Population]
    /// The page number, from 1.
    public var page: Int
    /// The page size.
    public var limit: Int

    /// Creates a query.
    public init(
        collection: APICollection, filter: QueryFilter = .all, sort: [SortField] = [], select: [String] = [],
        populate: [Population] = [], page: Int = 1, limit: Int = PageRequest.defaultLimit
    ) {
        self.collection = collection
        self.filter = filter
        self.sort = sort
        self.select = select
        self.populate = populate
        self.page = page
        self.limit = limit
    }
}
