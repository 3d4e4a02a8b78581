import Foundation

/// Keeps API responses between requests and between runs, so screens paint at once and work offline.
///
/// A store never throws on reads: a corrupt or unreadable entry is simply absent (and dropped).
public protocol CacheStore: Sendable {
    /// The entry for `key`, if one is stored and readable.
    func entry(for key: CacheKey) async -> CacheEntry?
    /// Stores `entry` for `key`, replacing any older one; throws when it cannot be written.
    func store(_ entry: CacheEntry, for key: CacheKey) async throws(CacheStoreError)
    /// Removes the entry for `key`, if any.
    func removeEntry(for key: CacheKey) async
}
