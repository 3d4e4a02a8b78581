import Foundation
import RepositoryDefinitions

/// Reads JSON with plain GET requests (the filters in the query string) and keeps each answer in a
/// ``CacheStore`` for a lifetime the caller chooses per request: for APIs that send no validators and ration
/// requests (an hourly budget), where every request the user did not ask for is one too many.
///
/// - One attempt per request, never an automatic retry: each attempt would spend the budget. A failure maps to a
///   ``RepositoryError`` by ``ResponseClassifier``'s table (a 429 is `rateLimited(retryAfter:)` with the wait from
///   `Retry-After` or from the body's `detail` text).
/// - Cache: keyed by ``RequestCacheKey`` (method and URL; headers such as `Authorization` are not part of the
///   key). A saved answer younger than its lifetime is used without a request; `.reload` always asks;
///   `.cacheOnly` never does. Only 2xx answers that decode are saved; a saved body that no longer decodes counts
///   as absent. ``saved(_:as:)`` gives the saved answer whatever its age, so a caller can show it when the
///   budget is spent.
public final class CachedGETClient: Sendable {
    private let transport: any HTTPTransport
    private let cache: any CacheStore
    private let headers: [String: String]
    private let timeout: TimeInterval
    private let deadline: TimeInterval?
    private let networkEnabled: Bool
    private let now: @Sendable () -> Date

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - headers: sent with every request (`Accept: application/json` is added), e.g. `User-Agent` and
    ///     ``TokenAuthorization/headers``.
    ///   - networkEnabled: false answers only from the cache, as `.cacheOnly` does.
    ///   - deadline: the longest a whole answer may take (`SPACEX_REQUEST_DEADLINE`); nil keeps the request's own.
    public init(
        transport: any HTTPTransport, cache: any CacheStore, headers: [String: String] = [:],
        timeout: TimeInterval = 30, deadline: TimeInterval? = nil, networkEnabled: Bool = true,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.transport = transport
        self.cache = cache
        self.headers = headers.merging(["Accept": "application/json"]) { own, _ in own }
        self.timeout = timeout
        self.deadline = deadline
        self.networkEnabled = networkEnabled
        self.now = now
    }

    /// The GET request for `url`.
    public func request(for url: URL) -> HTTPRequest {
        HTTPRequest(method: "GET", url: url, headers: headers, timeout: timeout, deadline: deadline)
    }

    /// The answer for `url` as `Value` (decoded with a plain `JSONDecoder`: the model names its own keys): from
    /// the cache when a saved answer is younger than `lifetime` (and `policy` allows), else from one request,
    /// which is then saved with that lifetime.
    public func get<Value: Decodable & Sendable>(
        _ url: URL, as type: Value.Type, lifetime: TimeInterval, policy: CachePolicy
    ) async throws(RepositoryError) -> Fetched<Value> {
        let request = request(for: url)
        let key = RequestCacheKey.key(for: request)
        let policy = networkEnabled ? policy : .cacheOnly
        if policy != .reload, let saved = await saved(key, as: type) {
            let isFresh = CacheEntry(body: Data(), storedAt: saved.storedAt, maxAge: lifetime).isFresh(at: now())
            if isFresh || policy == .cacheOnly {
                return Fetched(value: saved.value, freshness: .cached(storedAt: saved.storedAt), isFresh: isFresh)
            }
        }
        if policy == .cacheOnly { throw .notCached }
        let response: HTTPResponse
        do {
            response = try await transport.send(request)
        } catch {
            throw ResponseClassifier.failure(for: error).error
        }
        if let failure = ResponseClassifier.failure(for: response, notFoundID: nil, now: now()) {
            throw failure.error
        }
        let value = try ResponseBodyDecoder.decode(
            type, from: response.body, contentType: response.header("content-type"), decoder: JSONDecoder())
        // A failed write never fails the answer: the next run asks again.
        try? await cache.store(CacheEntry(body: response.body, storedAt: now(), maxAge: lifetime), for: key)
        return .live(value)
    }

    /// The saved answer for `url` whatever its age, with when it was saved; nil when none decodes.
    public func saved<Value: Decodable & Sendable>(_ url: URL, as type: Value.Type) async
        -> (value: Value, storedAt: Date)?
    {
        await saved(RequestCacheKey.key(for: request(for: url)), as: type)
    }

    private func saved<Value: Decodable & Sendable>(_ key: CacheKey, as type: Value.Type) async
        -> (value: Value, storedAt: Date)?
    {
        guard let entry = await cache.entry(for: key), let value = try? JSONDecoder().decode(type, from: entry.body)
        else { return nil }
        return (value, entry.storedAt)
    }
}
