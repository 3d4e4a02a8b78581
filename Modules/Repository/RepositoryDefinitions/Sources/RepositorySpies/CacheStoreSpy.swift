import Foundation
import RepositoryDefinitions

/// A counting spy for ``CacheStore`` backed by a dictionary, recording every read, write and removal.
public final class CacheStoreSpy: CacheStore, Sendable {
    private struct Storage {
        var entries: [CacheKey: CacheEntry] = [:]
        var readKeys: [CacheKey] = []
        var stored: [(key: CacheKey, entry: CacheEntry)] = []
        var removedKeys: [CacheKey] = []
        var storeError: CacheStoreError?
    }

    private let storage = Locked(Storage())

    /// Creates an empty store.
    public init() {}

    /// The entries held now.
    public var entries: [CacheKey: CacheEntry] {
        get { storage.withLock { $0.entries } }
        set { storage.withLock { $0.entries = newValue } }
    }

    /// Every key read, in order.
    public var readKeys: [CacheKey] { storage.withLock { $0.readKeys } }
    /// How many reads.
    public var entryCallCount: Int { storage.withLock { $0.readKeys.count } }
    /// Every write, in order.
    public var storedEntries: [(key: CacheKey, entry: CacheEntry)] { storage.withLock { $0.stored } }
    /// How many writes.
    public var storeCallCount: Int { storage.withLock { $0.stored.count } }
    /// Every removal, in order.
    public var removedKeys: [CacheKey] { storage.withLock { $0.removedKeys } }
    /// When set, writes fail with this error (and store nothing).
    public var storeError: CacheStoreError? {
        get { storage.withLock { $0.storeError } }
        set { storage.withLock { $0.storeError = newValue } }
    }

    public func entry(for key: CacheKey) async -> CacheEntry? {
        storage.withLock { storage in
            storage.readKeys.append(key)
            return storage.entries[key]
        }
    }

    public func store(_ entry: CacheEntry, for key: CacheKey) async throws(CacheStoreError) {
        let error = storage.withLock { storage -> CacheStoreError? in
            storage.stored.append((key, entry))
            if let error = storage.storeError { return error }
            storage.entries[key] = entry
            return nil
        }
        if let error { throw error }
    }

    public func removeEntry(for key: CacheKey) async {
        storage.withLock { storage in
            storage.removedKeys.append(key)
            storage.entries[key] = nil
        }
    }
}
