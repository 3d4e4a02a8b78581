import Foundation
import RepositoryDefinitions
import RepositorySpies
import XCTest

@testable import RepositoryImplementations

final class MemoryCacheStoreTests: XCTestCase {
    private func entry(_ bytes: Int, etag: String? = nil) -> CacheEntry {
        CacheEntry(
            body: Data(repeating: 65, count: bytes), storedAt: Date(timeIntervalSince1970: 1), maxAge: 60, etag: etag)
    }

    func testRoundTripReplaceAndRemove() async throws {
        let store = MemoryCacheStore()
        let key = CacheKey(rawValue: "k")
        let missing = await store.entry(for: key)
        XCTAssertNil(missing)
        try await store.store(entry(10, etag: "e"), for: key)
        let first = await store.entry(for: key)
        XCTAssertEqual(first, entry(10, etag: "e"))
        try await store.store(entry(20), for: key)
        let replaced = await store.entry(for: key)
        XCTAssertEqual(replaced, entry(20))
        let costAfterReplace = await store.totalCost
        XCTAssertEqual(costAfterReplace, 20 + 1 + 64)
        await store.removeEntry(for: key)
        let removed = await store.entry(for: key)
        XCTAssertNil(removed)
        let costAfterRemove = await store.totalCost
        XCTAssertEqual(costAfterRemove, 0)
    }

    func testEvictsTheLeastRecentlyUsedOnceOverTheCap() async throws {
        let store = MemoryCacheStore(byteLimit: 3 * (100 + 1 + 64))
        let (a, b, c, d) = (
            CacheKey(rawValue: "a"), CacheKey(rawValue: "b"), CacheKey(rawValue: "c"), CacheKey(rawValue: "d")
        )
        try await store.store(entry(100), for: a)
        try await store.store(entry(100), for: b)
        try await store.store(entry(100), for: c)
        _ = await store.entry(for: a)
        try await store.store(entry(100), for: d)
        let (hitA, hitB, hitC, hitD) = (
            await store.entry(for: a), await store.entry(for: b), await store.entry(for: c), await store.entry(for: d)
        )
        XCTAssertNotNil(hitA, "recently read")
        XCTAssertNil(hitB, "least recently used")
        XCTAssertNotNil(hitC)
        XCTAssertNotNil(hitD)
        let count = await store.count
        XCTAssertEqual(count, 3)
    }

    func testAnEntryLargerThanTheCapIsRefused() async {
        let store = MemoryCacheStore(byteLimit: 100)
        do {
            try await store.store(entry(500), for: CacheKey(rawValue: "big"))
            XCTFail("expected tooLarge")
        } catch {
            XCTAssertEqual(error, .tooLarge(bytes: 500))
        }
        let count = await store.count
        XCTAssertEqual(count, 0)
    }

    func testRemoveAll() async throws {
        let store = MemoryCacheStore()
        try await store.store(entry(1), for: CacheKey(rawValue: "a"))
        await store.removeAll()
        let (count, cost) = (await store.count, await store.totalCost)
        XCTAssertEqual(count, 0)
        XCTAssertEqual(cost, 0)
    }
}
