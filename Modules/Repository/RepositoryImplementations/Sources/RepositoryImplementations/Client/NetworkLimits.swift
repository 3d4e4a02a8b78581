import Foundation

/// The numbers of the one HTTP policy and the cache a run reads from its environment, each kept in range (a value
/// that is missing or not a finite number falls back to its default): resolved once here so the App only passes
/// them on.
public struct NetworkLimits: Sendable, Equatable {
    /// How long one request may wait, in seconds: `SPACEX_REQUEST_TIMEOUT` (1–120), else 10.
    public let requestTimeout: TimeInterval
    /// The longest one request may take in all, in seconds: `SPACEX_REQUEST_DEADLINE` (1–600), else 30 or twice
    /// the request timeout.
    public let requestDeadline: TimeInterval
    /// The most bytes an API answer may have: `SPACEX_MAX_RESPONSE_MB` (MiB, fractions allowed), else 32 MiB.
    let maxResponseBytes: Int
    /// The most bytes the disk cache keeps: `SPACEX_CACHE_LIMIT_MB` (MiB, fractions allowed), else 50 MiB.
    public let cacheByteLimit: Int

    /// Reads the limits from `environment`.
    public init(environment: [String: String]) {
        requestTimeout = APIClientConfiguration.requestTimeout(environment["SPACEX_REQUEST_TIMEOUT"])
        requestDeadline = APIClientConfiguration.requestDeadline(
            environment["SPACEX_REQUEST_DEADLINE"], timeout: requestTimeout)
        maxResponseBytes = APIClientConfiguration.maxResponseBytes(environment["SPACEX_MAX_RESPONSE_MB"])
        cacheByteLimit = DiskCacheStore.byteLimit(megabytes: environment["SPACEX_CACHE_LIMIT_MB"])
    }
}

extension APIClientConfiguration {
    /// A policy for `baseURL` with a run's `limits` (timeout, deadline, body cap) and the other settings it names.
    public init(
        baseURL: URL, limits: NetworkLimits, userAgent: String, networkEnabled: Bool, revalidateCachedBefore: Date?
    ) {
        self.init(
            baseURL: baseURL, requestTimeout: limits.requestTimeout, userAgent: userAgent,
            networkEnabled: networkEnabled, revalidateCachedBefore: revalidateCachedBefore,
            requestDeadline: limits.requestDeadline, maxResponseBytes: limits.maxResponseBytes)
    }
}
