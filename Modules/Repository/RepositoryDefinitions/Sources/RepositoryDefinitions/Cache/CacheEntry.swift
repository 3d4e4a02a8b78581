import Foundation

/// A stored API response body with what is needed to judge and revalidate its freshness.
public struct CacheEntry: Sendable, Hashable, Codable {
    /// The response body, exactly as the API sent it.
    public var body: Data
    /// When the API sent it (or when a revalidation confirmed it).
    public var storedAt: Date
    /// How long it stays fresh, in seconds.
    public var maxAge: TimeInterval
    /// The server's ETag, for conditional requests.
    public var etag: String?

    /// Creates an entry.
    public init(body: Data, storedAt: Date, maxAge: TimeInterval, etag: String? = nil) {
        self.body = body
        self.storedAt = storedAt
        self.maxAge = maxAge
        self.etag = etag
    }

    /// Whether the entry is still fresh at `now`.
    public func isFresh(at now: Date) -> Bool {
        now.timeIntervalSince(storedAt) < maxAge && now >= storedAt.addingTimeInterval(-60)
    }
}
