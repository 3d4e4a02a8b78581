import Foundation
import RepositoryDefinitions

/// The live ``APIService``: builds the r/SpaceX API's requests, sends them with bounded retries, maps every
/// failure to a ``RepositoryError`` and keeps answers in a ``CacheStore`` so screens paint at once and work offline.
///
/// - Requests: `POST {base}/{version}/{collection}/query` with the ``QueryBodyEncoder`` body, and
///   `GET {base}/{version}/{collection}/{id}`; both send `Accept` and `User-Agent`, the POST `Content-Type`.
/// - Cache: keyed by ``RequestCacheKey`` (method, URL, body). An entry is fresh for
///   `max(server max-age, collection minimum)`. Only 2xx answers that decode are stored; `no-store` is honoured.
///   Stale entries are revalidated with `If-None-Match`; a 304 renews the entry and answers from it as live data.
///   Only a valid entity-tag of bounded length is kept or sent (``EntityTag``).
///   ``APIClientConfiguration/revalidateCachedBefore`` makes older entries stale, to force revalidation.
/// - Retries: see ``ResponseClassifier`` for what is retried; the delay before retry *n* is
///   `d/2 + jitter·d/2` with `d = min(cap, base·2ⁿ⁻¹)` (equal jitter), or the server's `Retry-After` when given.
///   A `Retry-After` longer than the cap fails at once. Cancellation stops at once with `cancelled`.
/// - Deadline: the request's `deadline` bounds the whole answer, every attempt, backoff and redirect included (a
///   body trickling in is given up once, not once per attempt); a retry that would start past it is not made.
/// - A failed cache write never fails the request: it is kept in ``lastCacheWarning`` and passed to the handler.
public final class SpaceXAPIClient: APIService {
    /// The settings this client was made with.
    public let configuration: APIClientConfiguration
    private let transport: any HTTPTransport
    private let cache: any CacheStore
    private let sleeper: any Sleeper
    private let now: @Sendable () -> Date
    private let jitter: @Sendable () -> Double
    private let cacheWarningHandler: (@Sendable (CacheStoreError) -> Void)?
    private let lastWarning = Locked<CacheStoreError?>(nil)

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
        self.configuration = configuration
        self.transport = transport
        self.cache = cache
        self.sleeper = sleeper
        self.now = now
        self.jitter = jitter
        self.cacheWarningHandler = onCacheWarning
    }

    /// The last cache write failure, so the app can print one warning line.
    public var lastCacheWarning: CacheStoreError? { lastWarning.withLock { $0 } }

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
        var headers = commonHeaders
        headers["Content-Type"] = "application/json"
        return HTTPRequest(
            method: "POST", url: url, headers: headers, body: QueryBodyEncoder.body(for: query),
            timeout: configuration.requestTimeout, deadline: configuration.requestDeadline,
            maxBodyBytes: configuration.maxResponseBytes)
    }

    /// The `GET …/{id}` request for one document.
    func itemRequest(collection: APICollection, id: String) -> HTTPRequest {
        let url = configuration.baseURL.appending(path: "\(collection.version)/\(collection.name)")
            .appending(component: id)
        return HTTPRequest(
            method: "GET", url: url, headers: commonHeaders, timeout: configuration.requestTimeout,
            deadline: configuration.requestDeadline, maxBodyBytes: configuration.maxResponseBytes)
    }

    private var commonHeaders: [String: String] {
        ["Accept": "application/json", "User-Agent": configuration.userAgent]
    }

    /// Answers `request` from the cache or the network according to `policy`, decoding with `decode`.
    ///
    /// A cached body is decoded once up front; one that no longer decodes (a model changed since it was stored)
    /// counts as absent, so it is neither shown nor revalidated, and the network answer replaces it.
    private func fetch<Value: Sendable>(
        _ request: HTTPRequest, collection: APICollection, notFoundID: String?, policy: CachePolicy,
        decode: (Data, String?) throws(RepositoryError) -> Value
    ) async throws(RepositoryError) -> Fetched<Value> {
        let key = RequestCacheKey.key(for: request)
        let minimum = configuration.minimumFreshness(for: collection)
        let policy = configuration.networkEnabled ? policy : .cacheOnly
        let cached = await cache.entry(for: key).flatMap { entry in
            (try? decode(entry.body, nil)).map { (entry: entry, value: $0) }
        }
        if let cached, policy != .reload {
            let isFresh = isFresh(cached.entry, minimum: minimum)
            if policy == .cacheOnly || isFresh {
                return Fetched(
                    value: cached.value, freshness: .cached(storedAt: cached.entry.storedAt), isFresh: isFresh)
            }
        }
        if policy == .cacheOnly { throw .notCached }

        var request = request
        if let etag = EntityTag.valid(cached?.entry.etag) { request.headers["If-None-Match"] = etag }
        let (response, value) = try await send(
            request, notFoundID: notFoundID, cachedValue: cached?.value, decode: decode)
        let control = CacheControl(headerValue: response.header("cache-control"))
        if response.status == 304, let entry = cached?.entry {
            let renewed = CacheEntry(
                body: entry.body, storedAt: now(), maxAge: control.maxAge ?? entry.maxAge,
                etag: EntityTag.valid(response.header("etag")) ?? EntityTag.valid(entry.etag))
            await save(renewed, for: key)
        } else if !control.noStore, response.redirectedURL == nil {
            // An answer is stored only under the address that produced it: one reached through a redirect is shown
            // but not kept under the query's key.
            await save(
                CacheEntry(
                    body: response.body, storedAt: now(), maxAge: control.maxAge ?? minimum,
                    etag: EntityTag.valid(response.header("etag"))),
                for: key)
        }
        return .live(value)
    }

    /// Sends with retries until a usable answer (a decoded 2xx, or a 304 for `cachedValue`) or a final error.
    private func send<Value>(
        _ request: HTTPRequest, notFoundID: String?, cachedValue: Value?,
        decode: (Data, String?) throws(RepositoryError) -> Value
    ) async throws(RepositoryError) -> (HTTPResponse, Value) {
        // One deadline for the answer, across every attempt, backoff and redirect: the user waits at most that.
        let deadline = TransportDeadline.instant(after: request.deadline)
        var attempt = 0
        while true {
            attempt += 1
            if Task.isCancelled { throw .cancelled }
            let failure: AttemptFailure
            do {
                var request = request
                request.deadline = TransportDeadline.seconds(ContinuousClock.now.duration(to: deadline))
                guard request.deadline > 0 else { throw AttemptFailure(error: .timeout, isRetryable: false) }
                let response = try await transport.send(request)
                return try answer(response, notFoundID: notFoundID, cachedValue: cachedValue, decode: decode)
            } catch let error as AttemptFailure {
                failure = error
            } catch let error as TransportError {
                failure = ResponseClassifier.failure(for: error)
            } catch {
                failure = AttemptFailure(error: .offline, isRetryable: false)
            }
            if Task.isCancelled { throw .cancelled }
            guard failure.isRetryable, attempt < configuration.maxAttempts else { throw failure.error }
            if let retryAfter = failure.retryAfter, retryAfter > configuration.backoffCap { throw failure.error }
            let delay = failure.retryAfter ?? backoff(afterAttempt: attempt)
            // A retry that could only start after the deadline is not made: the failure so far is the answer.
            guard ContinuousClock.now.advanced(by: .milliseconds(Int64(delay * 1000))) < deadline else {
                throw failure.error
            }
            do {
                try await sleeper.sleep(seconds: delay)
            } catch {
                throw .cancelled
            }
        }
    }

    private func answer<Value>(
        _ response: HTTPResponse, notFoundID: String?, cachedValue: Value?,
        decode: (Data, String?) throws(RepositoryError) -> Value
    ) throws(AttemptFailure) -> (HTTPResponse, Value) {
        if let failure = ResponseClassifier.failure(for: response, notFoundID: notFoundID, now: now()) {
            throw failure
        }
        if response.status == 304 {
            guard let cachedValue else { throw AttemptFailure(error: .server(status: 304), isRetryable: false) }
            return (response, cachedValue)
        }
        do {
            return (response, try decode(response.body, response.header("content-type")))
        } catch {
            throw ResponseClassifier.failure(forDecoding: error)
        }
    }

    /// The equal-jitter backoff before the retry that follows failed attempt number `attempt`.
    func backoff(afterAttempt attempt: Int) -> TimeInterval {
        let exponential = configuration.backoffBase * pow(2, Double(max(0, attempt - 1)))
        let ceiling = min(configuration.backoffCap, exponential)
        let unit = min(max(jitter(), 0), 1)
        return ceiling / 2 + unit * ceiling / 2
    }

    private func save(_ entry: CacheEntry, for key: CacheKey) async {
        do {
            try await cache.store(entry, for: key)
        } catch {
            lastWarning.withLock { $0 = error }
            cacheWarningHandler?(error)
        }
    }

    /// Whether `entry` is within its lifetime (stretched to `minimum`) and not older than a forced revalidation.
    private func isFresh(_ entry: CacheEntry, minimum: TimeInterval) -> Bool {
        if let cutoff = configuration.revalidateCachedBefore, entry.storedAt < cutoff { return false }
        return Self.lifetimeEntry(entry, minimum: minimum).isFresh(at: now())
    }

    /// `entry` with its lifetime stretched to the collection minimum.
    private static func lifetimeEntry(_ entry: CacheEntry, minimum: TimeInterval) -> CacheEntry {
        CacheEntry(body: Data(), storedAt: entry.storedAt, maxAge: max(entry.maxAge, minimum))
    }
}
