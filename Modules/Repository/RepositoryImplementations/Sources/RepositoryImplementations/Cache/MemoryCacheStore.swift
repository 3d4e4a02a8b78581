import Foundation
import RepositoryDefinitions

/// An in-process response cache: least recently used entries are dropped once the bytes held pass a cap.
///
/// The first tier of ``TieredCacheStore``, so revisiting a screen costs neither a request nor a disk read.
public actor MemoryCacheStore: CacheStore {
    private struct Slot {
        var entry: CacheEntry
        var cost: Int
        var lastUse: UInt64
    }

    /// The most bytes (bodies plus bookkeeping) the store keeps.
    public let byteLimit: Int
    private var slots: [CacheKey: Slot] = [:]
    private var clock: UInt64 = 0

    /// The bytes held now.
    private(set) var totalCost = 0

    /// Creates an empty store holding at most `byteLimit` bytes (8 MiB unless told).
    public init(byteLimit: Int = 8 * 1024 * 1024) {
        self.byteLimit = byteLimit
    }

    /// How many entries are held.
    public var count: Int { slots.count }

    public func entry(for key: CacheKey) async -> CacheEntry? {
        guard var slot = slots[key] else { return nil }
        slot.lastUse = tick()
        slots[key] = slot
        return slot.entry
    }

    public func store(_ entry: CacheEntry, for key: CacheKey) async throws(CacheStoreError) {
        let cost = Self.cost(of: entry, key: key)
        guard cost <= byteLimit else { throw .tooLarge(bytes: entry.body.count) }
        if let old = slots.removeValue(forKey: key) { totalCost -= old.cost }
        slots[key] = Slot(entry: entry, cost: cost, lastUse: tick())
        totalCost += cost
        evict()
    }

    public func removeEntry(for key: CacheKey) async {
        if let old = slots.removeValue(forKey: key) { totalCost -= old.cost }
    }

    /// Drops every entry.
    public func removeAll() {
        slots.removeAll()
        totalCost = 0
    }

    private func tick() -> UInt64 {
        clock += 1
        return clock
    }

    private func evict() {
        guard totalCost > byteLimit else { return }
        let oldestFirst = slots.sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, slot) in oldestFirst {
            guard totalCost > byteLimit else { return }
            slots[key] = nil
            totalCost -= slot.cost
        }
    }

    /// Body, key and ETag bytes plus a fixed allowance for the entry's other fields.
    private static func cost(of entry: CacheEntry, key: CacheKey) -> Int {
        entry.body.count + key.rawValue.utf8.count + (entry.etag?.utf8.count ?? 0) + 64
    }
}
