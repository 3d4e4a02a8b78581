import Foundation
import RepositoryDefinitions

/// Everything that tunes the one HTTP client (``HTTPClient``) a source reads through: where the source is, how long to wait, how often to retry, how long
/// answers stay fresh, and whether the network may be used at all.
public struct APIClientConfiguration: Sendable, Equatable {
    /// The public r/SpaceX API.
    public static let defaultBaseURL = URL(string: "https://api.spacexdata.com")!

    /// The API root; may carry a path prefix (`http://host:8080/spacex`) that is kept in every URL.
    public var baseURL: URL
    /// How long one attempt may wait for an answer, in seconds.
    public var requestTimeout: TimeInterval
    /// The longest an answer may take in all, every attempt and redirect included, in seconds, however steadily
    /// bytes trickle in.
    public var requestDeadline: TimeInterval
    /// The most bytes an answer may have (after decompression); a longer one is cut off and fails.
    var maxResponseBytes: Int
    /// The `User-Agent` header, like `spacex-info/1.2.0`.
    public var userAgent: String
    /// Headers sent with every request besides `Accept` and `User-Agent`, e.g. a source's `Authorization`.
    public var headers: [String: String] = [:]
    /// Attempts in all, the first included (at least 1).
    var maxAttempts: Int
    /// The first retry's backoff before jitter, in seconds; it doubles per retry.
    var backoffBase: TimeInterval
    /// The longest backoff, and the longest `Retry-After` worth waiting for, in seconds.
    var backoffCap: TimeInterval
    /// The shortest lifetime of a cached answer per collection, whatever the server's `max-age` says: what the
    /// features' endpoints declare, gathered by the composition root (``CollectionCatalog/minimumFreshness``).
    public var minimumFreshness: [APICollection: TimeInterval]
    /// The lifetime for collections missing from ``minimumFreshness``.
    var fallbackMinimumFreshness: TimeInterval
    /// False in offline mode: every request is answered from the cache or fails with `notCached`.
    public var networkEnabled: Bool
    /// Cached answers stored before this instant count as stale whatever their lifetime, so the next request
    /// for each revalidates it now (with its stored ETag); nil keeps normal freshness.
    ///
    /// What `--refresh` sets to the start of the run: everything is revalidated once, answers renewed during the
    /// run are fresh as usual, and when revalidation fails the saved answer is still served from the cache with
    /// its age, exactly like any stale entry (``CachePolicy/cacheOnly`` still returns it).
    public var revalidateCachedBefore: Date?

    /// Creates a configuration; every parameter has the app's default.
    public init(
        baseURL: URL = APIClientConfiguration.defaultBaseURL, requestTimeout: TimeInterval = 15,
        userAgent: String = APIClientConfiguration.userAgent(version: "1.0"), maxAttempts: Int = 3,
        backoffBase: TimeInterval = 0.5, backoffCap: TimeInterval = 8,
        minimumFreshness: [APICollection: TimeInterval] = [:],
        fallbackMinimumFreshness: TimeInterval = 300, networkEnabled: Bool = true,
        revalidateCachedBefore: Date? = nil, requestDeadline: TimeInterval? = nil,
        maxResponseBytes: Int = HTTPRequest.defaultMaxBodyBytes
    ) {
        self.requestDeadline = requestDeadline ?? APIClientConfiguration.defaultDeadline(timeout: requestTimeout)
        self.maxResponseBytes = max(1, maxResponseBytes)
        self.baseURL = baseURL
        self.requestTimeout = requestTimeout
        self.userAgent = userAgent
        self.maxAttempts = max(1, maxAttempts)
        self.backoffBase = backoffBase
        self.backoffCap = backoffCap
        self.minimumFreshness = minimumFreshness
        self.fallbackMinimumFreshness = fallbackMinimumFreshness
        self.networkEnabled = networkEnabled
        self.revalidateCachedBefore = revalidateCachedBefore
    }

    /// The app's `User-Agent` for `version`: `spacex-info/<version>`.
    public static func userAgent(version: String) -> String { "spacex-info/\(version)" }

    /// A request timeout as a user wrote it, in seconds (fractions allowed): kept within 1–120, and 10 when
    /// missing or not a finite number.
    public static func requestTimeout(_ text: String?) -> TimeInterval {
        let seconds = text.flatMap(TimeInterval.init) ?? 10
        return min(120, max(1, seconds.isFinite ? seconds : 10))
    }

    /// The deadline used when none is set: 30 s, or twice the request timeout when that is longer.
    public static func defaultDeadline(timeout: TimeInterval) -> TimeInterval { max(30, timeout * 2) }

    /// A deadline as a user wrote it (`SPACEX_REQUEST_DEADLINE`, seconds, fractions allowed): kept within 1–600,
    /// and ``defaultDeadline(timeout:)`` when missing or not a finite number.
    public static func requestDeadline(_ text: String?, timeout: TimeInterval) -> TimeInterval {
        guard let seconds = text.flatMap(TimeInterval.init), seconds.isFinite else {
            return defaultDeadline(timeout: timeout)
        }
        return min(600, max(1, seconds))
    }

    /// A body cap as a user wrote it (`SPACEX_MAX_RESPONSE_MB`, MiB, fractions allowed): kept within
    /// 0.01–1024 MiB, and 32 MiB when missing or not a finite number.
    static func maxResponseBytes(_ text: String?) -> Int {
        guard let megabytes = text.flatMap(Double.init), megabytes.isFinite else {
            return HTTPRequest.defaultMaxBodyBytes
        }
        return Int(min(1024, max(0.01, megabytes)) * 1024 * 1024)
    }

    /// The minimum freshness of `collection`.
    public func minimumFreshness(for collection: APICollection) -> TimeInterval {
        minimumFreshness[collection] ?? fallbackMinimumFreshness
    }
}
