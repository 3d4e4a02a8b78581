import Foundation
import RepositoryDefinitions

/// Answers from a fallback service (the built-in archive) only when the primary can't reach the API and has
/// nothing cached for the request, so the built-in archive never hides real cached data and never poses as live.
///
/// It remembers why it last fell back, so the app can say why the built-in archive is shown; and when the fallback
/// lacks the item asked for, the primary's failure is reported rather than a misleading "not found".
final class FallbackAPIService: APIService {
    private let primary: any APIService
    private let makeFallback: @Sendable () -> any APIService
    private let builtFallback = Locked<(any APIService)?>(nil)
    private let reason = Locked<RepositoryError?>(nil)

    /// Creates a service that prefers `primary` and falls back to the service `makeFallback` builds on first need,
    /// so a run that never falls back never pays for building it (the sample data).
    init(primary: any APIService, makeFallback: @escaping @Sendable () -> any APIService) {
        self.primary = primary
        self.makeFallback = makeFallback
    }

    /// Creates a service that prefers `primary` and falls back to `fallback`.
    convenience init(primary: any APIService, fallback: any APIService) {
        self.init(primary: primary, makeFallback: { fallback })
    }

    /// Whether the fallback was needed (and so built) in this run.
    var hasBuiltFallback: Bool { builtFallback.withLock { $0 != nil } }

    private var fallback: any APIService { builtFallback.value(orMake: makeFallback) }

    /// The primary's failure behind the last answer from the fallback, if any.
    var lastFallbackReason: RepositoryError? { reason.withLock { $0 } }

    func query<Item: Decodable & Sendable>(
        _ query: CollectionQuery, as itemType: Item.Type, policy: CachePolicy
    ) async throws(RepositoryError) -> Fetched<Page<Item>> {
        do {
            return try await primary.query(query, as: itemType, policy: policy)
        } catch {
            guard
                await shouldFallBack(
                    after: error, policy: policy,
                    hasCache: { (try? await primary.query(query, as: itemType, policy: .cacheOnly)) != nil })
            else { throw error }
            return try await fallingBack(from: error) { () async throws(RepositoryError) in
                try await fallback.query(query, as: itemType, policy: policy)
            }
        }
    }

    func item<Item: Decodable & Sendable>(
        _ lookup: ItemLookup, as itemType: Item.Type, policy: CachePolicy
    ) async throws(RepositoryError) -> Fetched<Item> {
        do {
            return try await primary.item(lookup, as: itemType, policy: policy)
        } catch {
            guard
                await shouldFallBack(
                    after: error, policy: policy,
                    hasCache: { (try? await primary.item(lookup, as: itemType, policy: .cacheOnly)) != nil })
            else { throw error }
            return try await fallingBack(from: error) { () async throws(RepositoryError) in
                try await fallback.item(lookup, as: itemType, policy: policy)
            }
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

    /// Asks the fallback, remembering `primaryError` as the reason; a fallback that lacks the document reports
    /// the primary's failure, which is the real reason nothing can be shown.
    private func fallingBack<Value>(
        from primaryError: RepositoryError, _ answer: () async throws(RepositoryError) -> Value
    ) async throws(RepositoryError) -> Value {
        reason.withLock { $0 = primaryError }
        do {
            return try await answer()
        } catch .notFound {
            throw primaryError
        }
    }
}
