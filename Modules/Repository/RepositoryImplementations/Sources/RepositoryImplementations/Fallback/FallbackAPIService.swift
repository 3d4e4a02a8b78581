import Foundation
import RepositoryDefinitions

/// Answers from a fallback service (the built-in sample data) only when the primary can't reach the API and has
/// nothing cached for the request, so sample data never hides real cached data and never poses as live.
public struct FallbackAPIService: APIService {
    private let primary: any APIService
    private let fallback: any APIService

    /// Creates a service that prefers `primary` and falls back to `fallback`.
    public init(primary: any APIService, fallback: any APIService) {
        self.primary = primary
        self.fallback = fallback
    }

    public func query<Item: Decodable & Sendable>(
        _ query: CollectionQuery, as itemType: Item.Type, policy: CachePolicy
    ) async throws(RepositoryError) -> Fetched<Page<Item>> {
        do {
            return try await primary.query(query, as: itemType, policy: policy)
        } catch {
            guard
                await shouldFallBack(
                    after: error, policy: policy,
                    hasCache: {
                        (try? await primary.query(query, as: itemType, policy: .cacheOnly)) != nil
                    })
            else { throw error }
            return try await fallback.query(query, as: itemType, policy: policy)
        }
    }

    public func item<Item: Decodable & Sendable>(
        _ lookup: ItemLookup, as itemType: Item.Type, policy: CachePolicy
    ) async throws(RepositoryError) -> Fetched<Item> {
        do {
            return try await primary.item(lookup, as: itemType, policy: policy)
        } catch {
            guard
                await shouldFallBack(
                    after: error, policy: policy,
                    hasCache: {
                        (try? await primary.item(lookup, as: itemType, policy: .cacheOnly)) != nil
                    })
            else { throw error }
            return try await fallback.item(lookup, as: itemType, policy: policy)
        }
    }

    /// Falls back only for "can't reach the API" failures of requests that may use the network, and only when
    /// the primary holds no cached answer (the repository shows that one as stale instead).
    private func shouldFallBack(
        after error: RepositoryError, policy: CachePolicy, hasCache: () async -> Bool
    ) async -> Bool {
        guard policy != .cacheOnly, error == .offline || error == .notCached || error == .timeout else { return false }
        return await !hasCache()
    }
}
