import Foundation
import RepositoryDefinitions

/// The one HTTP client and policy every data source reads through: it names no source. A source builds its
/// requests (``request(method:url:headers:body:)`` fills in the policy: timeout, total deadline, body cap, `Accept`,
/// `User-Agent` and the configuration's extra headers) and decodes its answers; this client does the rest.
///
/// - Cache: keyed by ``RequestCacheKey`` (method, URL, body; headers such as `Authorization` are not part of the
///   key). An entry is fresh for `max(server max-age, minimum)`, the minimum given per request. Only 2xx answers
///   that decode are stored; `no-store` is honoured, and an answer reached through a redirect is shown but not
///   stored. Stale entries are revalidated with `If-None-Match`; a 304 renews the entry and answers from it as
///   live data. Only a valid entity-tag of bounded length is kept or sent (``EntityTag``). ``APIClientConfiguration/revalidateCachedBefore`` (`--refresh`) makes older entries stale;
///   ``APIClientConfiguration/networkEnabled`` false (`--offline`) answers from the cache only. `.cacheOnly`
///   answers with a saved entry whatever its age (its age in `freshness`), for stale-while-revalidate.
/// - Retries: see ``ResponseClassifier`` for what is retried; the delay before retry *n* is
///   `d/2 + jitter·d/2` with `d = min(cap, base·2ⁿ⁻¹)` (equal jitter), or the server's `Retry-After` when given.
///   A `Retry-After` longer than the cap fails at once. Cancellation stops at once with `cancelled`.
/// - Deadline: the request's `deadline` bounds the whole answer, every attempt, backoff and redirect included (a
///   body trickling in is given up once, not once per attempt); a retry that would start past it is not made.
/// - Throttling: a 429 whose wait is known (`Retry-After`, or the body's notice) is saved with the cache for the
///   request's host (``SavedWaits``); until it ends, every request to that host, in this run or a later one, fails
///   at once with `rateLimited(retryAfter:)` (the seconds left) without being sent, so the caller answers from
///   what is saved.
/// - A failed cache write never fails the request: it is kept in ``lastCacheWarning`` and passed to the handler.
public final class HTTPClient: Sendable {
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

    /// A request under this client's policy: its timeout, deadline and body cap, `Accept: application/json`, the
    /// `User-Agent` and the configuration's headers, then `headers`.
    public func request(method: String = "GET", url: URL, headers: [String: String] = [:], body: Data? = nil)
        -> HTTPRequest
    {
        let common = ["Accept": "application/json", "User-Agent": configuration.userAgent]
            .merging(configuration.headers) { _, own in own }
        return HTTPRequest(
            method: method, url: url, headers: common.merging(headers) { _, own in own }, body: body,
            timeout: configuration.requestTimeout, deadline: configuration.requestDeadline,
            maxBodyBytes: configuration.maxResponseBytes)
    }

    /// The answer at `url` as `Value`, decoded with a plain `JSONDecoder` (the model names its own keys), fresh for
    /// at least `lifetime` seconds.
    public func get<Value: Decodable & Sendable>(
        _ url: URL, as type: Value.Type, lifetime: TimeInterval, policy: CachePolicy
    ) async throws(RepositoryError) -> Fetched<Value> {
        try await fetch(request(url: url), minimumFreshness: lifetime, notFoundID: nil, policy: policy) {
            (body, contentType) throws(RepositoryError) in
            try ResponseBodyDecoder.decode(type, from: body, contentType: contentType, decoder: JSONDecoder())
        }
    }

    /// The answer at `url` as `Value` from an address the service never counts against its limit (Launch
    /// Library's `/api-throttle/`): sent even during a known wait, never saved. With the network off, offline.
    public func uncounted<Value: Decodable & Sendable>(_ url: URL, as type: Value.Type) async throws(RepositoryError)
        -> Value
    {
        try await send(request(url: url), notFoundID: nil, cachedValue: nil) {
            (body, contentType) throws(RepositoryError) in
            try ResponseBodyDecoder.decode(type, from: body, contentType: contentType, decoder: JSONDecoder())
        }.1
    }

    /// The saved answer at `url` as `Value` whatever its age, with when it was saved; nil when none decodes. No
    /// request.
    public func saved<Value: Decodable & Sendable>(_ url: URL, as type: Value.Type) async
        -> (value: Value, storedAt: Date)?
    {
        guard let fetched = try? await get(url, as: type, lifetime: 0, policy: .cacheOnly),
            case .cached(let storedAt) = fetched.freshness
        else { return nil }
        return (fetched.value, storedAt)
    }

    /// Answers `request` from the cache or the network according to `policy`, decoding with `decode`; a saved
    /// answer is fresh for `max(server max-age, minimumFreshness)`; a 404 is `notFound(notFoundID)` when given.
    ///
    /// A cached body is decoded once up front; one that no longer decodes (a model changed since it was stored)
    /// counts as absent, so it is neither shown nor revalidated, and the network answer replaces it.
    public func fetch<Value: Sendable>(
        _ request: HTTPRequest, minimumFreshness minimum: TimeInterval, notFoundID: String?, policy: CachePolicy,
        decode: (Data, String?) throws(RepositoryError) -> Value
    ) async throws(RepositoryError) -> Fetched<Value> {
        let key = RequestCacheKey.key(for: request)
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
        // A known wait saved by this run or an earlier one: no request goes out until it ends.
        let waits = SavedWaits(cache: cache, now: now)
        if let until = await waits.until(for: request.url) {
            throw .rateLimited(retryAfter: until.timeIntervalSince(now()).rounded(.up))
        }

        var request = request
        if let etag = EntityTag.valid(cached?.entry.etag) { request.headers["If-None-Match"] = etag }
        let (response, value): (HTTPResponse, Value)
        do throws(RepositoryError) {
            (response, value) = try await send(
                request, notFoundID: notFoundID, cachedValue: cached?.value, decode: decode)
        } catch {
            if case .rateLimited(let wait?) = error { await waits.save(wait, for: request.url) }
            throw error
        }
        let control = CacheControl(headerValue: response.header("cache-control"))
        if response.status == 304, let entry = cached?.entry {
            let renewed = CacheEntry(
                body: entry.body, storedAt: now(), maxAge: control.maxAge ?? entry.maxAge,
                etag: EntityTag.valid(response.header("etag")) ?? EntityTag.valid(entry.etag))
            await save(renewed, for: key)
        } else if !control.noStore, response.redirectedURL == nil {
            // An answer is stored only under the address that produced it: one reached through a redirect is shown
            // but not kept under the request's key.
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
        return CacheEntry(body: Data(), storedAt: entry.storedAt, maxAge: max(entry.maxAge, minimum)).isFresh(at: now())
    }
}
