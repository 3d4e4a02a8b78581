import Foundation
import RepositoryDefinitions
import XCTest

@testable import RepositoryImplementations

/// The entry a write just stored survives the eviction that write triggers, even when it is not the newest file
/// by modification time (files touched by another process, a restored backup or a clock set back): the answer
/// the user is about to see must be readable offline afterwards.
final class DiskCacheEvictionKeepsNewEntryTests: XCTestCase {
    func testTheJustWrittenEntrySurvivesEvenWhenOtherFilesLookNewer() async throws {
        let directory = try makeTemporaryDirectory(self).appendingPathComponent("cache", isDirectory: true)
        let body = String(repeating: "a", count: 1000)
        let entry = CacheEntry(body: Data(body.utf8), storedAt: TestClock.start, maxAge: 300)
        let fileSize = DiskCacheFileFormat.encode(entry, key: CacheKey(rawValue: "k0")).count
        let limit = fileSize * 2 + 10
        // Another writer whose files carry modification times an hour later than this process's clock.
        let later = TestClock(TestClock.start.addingTimeInterval(3600))
        let otherWriter = DiskCacheStore(directory: directory, byteLimit: limit, now: later.function)
        try await otherWriter.store(entry, for: CacheKey(rawValue: "k0"))
        later.advance(by: 10)
        try await otherWriter.store(entry, for: CacheKey(rawValue: "k1"))

        let store = DiskCacheStore(directory: directory, byteLimit: limit, now: TestClock().function)
        try await store.store(entry, for: CacheKey(rawValue: "k2"))

        let justWritten = await store.entry(for: CacheKey(rawValue: "k2"))
        let oldest = await store.entry(for: CacheKey(rawValue: "k0"))
        let other = await store.entry(for: CacheKey(rawValue: "k1"))
        XCTAssertEqual(justWritten?.body, entry.body, "the entry just stored is kept")
        XCTAssertNil(oldest, "the least recent of the others is evicted instead")
        XCTAssertNotNil(other)
        let size = await store.totalSize()
        XCTAssertLessThanOrEqual(size, limit)
    }
}
