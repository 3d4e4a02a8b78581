import Foundation
import RepositoryDefinitions

/// The live ``APIService`` of the r/SpaceX API: builds its requests and decodes its pages and documents; the
/// generic ``HTTPClient`` sends them under the one policy (cache, ETags, retries, deadline, body cap).
///
/// - Requests: `POST {base}/{version}/{collection}/query` with the ``QueryBodyEncoder`` body, and
///   `GET {base}/{version}/{collection}/{id}`; both send `Accept` and `User-Agent`, the POST `Content-Type`.
/// - Freshness: an answer is fresh for `max(server max-age, collection minimum)`.
public final class SpaceXAPIClient: APIService {
    /// The settings this client was made with.
    public var configuration: APIClientConfiguration { http.configuration }
    private let http: HTTPClient

    /// Creates a client; every dependency is injected so tests control time, randomness and the network.
    ///
    /// - Parameters:
    ///   - now: the clock used for freshness and `Retry-After` dates.
    ///   - jitter: a source of numbers in `0..<1` for backoff jitter.
    ///   - onCacheWarning: called when an answer could not be saved (the answer is still returned).
    public init(
        configuration: APIClientConfiguration = APIClientConfiguration(),
        transport: any HTTPTransport = URLSessionTransport(),
        cache: any CacheStore = MemoryCacheStore(),
        sleeper: any Sleeper = SystemSleeper(),
        now: @escaping @Sendable () -> Date = { Date() },
        jitter: @escaping @Sendable () -> Double = SystemRandom.unitInterval,
        onCacheWarning: (@Sendable (CacheStoreError) -> Void)? = nil
    ) {
        http = HTTPClient(
            configuration: configuration, transport: transport, cache: cache, sleeper: sleeper, now: now,
            jitter: jitter, onCacheWarning: onCacheWarning)
    }

    /// The last cache write failure, so the app can print one warning line.
    public var lastCacheWarning: CacheStoreError? { http.lastCacheWarning }

    public func query<Item: Decodable & Sendable>(
        _ query: CollectionQuery, as itemType: Item.Type, policy: CachePolicy
    ) async throws(RepositoryError) -> Fetched<Page<Item>> {
        try await fetch(queryRequest(for: query), collection: query.collection, notFoundID: nil, policy: policy) {
            (body, contentType) throws(RepositoryError) in
            let page = try ResponseBodyDecoder.decodePage(
                of: Item.self, from: body, contentType: contentType, limit: query.limit)
            // A page numbered differently from the one asked for (a broken proxy or server) is never shown or
            // cached: an empty "past the end" answer to page 1 would otherwise pass for an empty list.
            guard page.page == query.page else {
                throw .invalidResponse(
                    .wrongShape(codingPath: "page", detail: "page \(page.page) instead of page \(query.page)"))
            }
            return page
        }
    }

    public func item<Item: Decodable & Sendable>(
        _ lookup: ItemLookup, as itemType: Item.Type, policy: CachePolicy
    ) async throws(RepositoryError) -> Fetched<Item> {
        switch lookup {
        case .get(let collection, let id):
            return try await fetch(
                itemRequest(collection: collection, id: id), collection: collection, notFoundID: id, policy: policy
            ) { (body, contentType) throws(RepositoryError) in
                try ResponseBodyDecoder.decodeItem(Item.self, from: body, contentType: contentType)
            }
        case .query(let query, let id):
            let page = try await self.query(query, as: Item.self, policy: policy)
            guard let first = page.value.items.first else { throw .notFound(id: id) }
            return Fetched(value: first, freshness: page.freshness, isFresh: page.isFresh)
        }
    }

    /// The `POST …/query` request for `query`.
    func queryRequest(for query: CollectionQuery) -> HTTPRequest {
        let url = configuration.baseURL.appending(path: "\(query.collection.version)/\(query.collection.name)/query")
        return http.request(
            method: "POST", url: url, headers: ["Content-Type": "application/json"],
            body: QueryBodyEncoder.body(for: query))
    }

    /// The `GET …/{id}` request for one document.
    func itemRequest(collection: APICollection, id: String) -> HTTPRequest {
        http.request(
            url: configuration.baseURL.appending(path: "\(collection.version)/\(collection.name)").appending(
                component: id))
    }

    private func fetch<Value: Sendable>(
        _ request: HTTPRequest, collection: APICollection, notFoundID: String?, policy: CachePolicy,
        decode: (Data, String?) throws(RepositoryError) -> Value
    ) async throws(RepositoryError) -> Fetched<Value> {
        try await http.fetch(
            request, minimumFreshness: configuration.minimumFreshness(for: collection), notFoundID: notFoundID,
            policy: policy, decode: decode)
    }

    /// The equal-jitter backoff before the retry that follows failed attempt number `attempt`.
    func backoff(afterAttempt attempt: Int) -> TimeInterval { http.backoff(afterAttempt: attempt) }
}
