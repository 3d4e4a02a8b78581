import Foundation
import RepositoryDefinitions

/// Memory in front of disk: reads try memory first and promote disk hits; writes go to both.
///
/// A write fails only when the disk (the tier that survives the run) cannot take it; a memory tier that is
/// too small for one large answer is not an error.
public struct TieredCacheStore: CacheStore {
    /// The fast, per-process tier.
    public let memory: any CacheStore
    /// The persistent tier.
    public let disk: any CacheStore

    /// Creates a two-tier store.
    public init(memory: any CacheStore, disk: any CacheStore) {
        self.memory = memory
        self.disk = disk
    }

    public func entry(for key: CacheKey) async -> CacheEntry? {
        if let hit = await memory.entry(for: key) { return hit }
        guard let hit = await disk.entry(for: key) else { return nil }
        try? await memory.store(hit, for: key)
        return hit
    }

    public func store(_ entry: CacheEntry, for key: CacheKey) async throws(CacheStoreError) {
        do {
            try await memory.store(entry, for: key)
        } catch {
            await memory.removeEntry(for: key)
        }
        try await disk.store(entry, for: key)
    }

    public func removeEntry(for key: CacheKey) async {
        await memory.removeEntry(for: key)
        await disk.removeEntry(for: key)
    }
}
