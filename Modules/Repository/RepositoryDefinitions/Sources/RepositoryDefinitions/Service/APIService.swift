import Foundation

/// The r/SpaceX API as the repositories see it: query a collection, fetch one document, decoded.
///
/// The live implementation owns URLs, JSON bodies, retries, error mapping and the response cache.
public protocol APIService: Sendable {
    /// Runs `query` and decodes one page of `Item`.
    func query<Item: Decodable & Sendable>(
        _ query: CollectionQuery, as itemType: Item.Type, policy: CachePolicy
    ) async throws(RepositoryError) -> Fetched<Page<Item>>

    /// Fetches one document; a missing one throws ``RepositoryError/notFound(id:)``.
    func item<Item: Decodable & Sendable>(
        _ lookup: ItemLookup, as itemType: Item.Type, policy: CachePolicy
    ) async throws(RepositoryError) -> Fetched<Item>
}
