import Foundation
import RepositoryDefinitions
import RepositorySpies
import XCTest

@testable import RepositoryImplementations

final class TieredCacheStoreTests: XCTestCase {
    private let key = CacheKey(rawValue: "k")
    private let value = CacheEntry(body: Data("x".utf8), storedAt: Date(timeIntervalSince1970: 5), maxAge: 9)

    func testReadsMemoryFirstThenDiskAndPromotes() async throws {
        let memory = CacheStoreSpy()
        let disk = CacheStoreSpy()
        let store = TieredCacheStore(memory: memory, disk: disk)
        let miss = await store.entry(for: key)
        XCTAssertNil(miss)
        disk.entries = [key: value]
        let fromDisk = await store.entry(for: key)
        XCTAssertEqual(fromDisk, value)
        XCTAssertEqual(memory.entries[key], value, "promoted")
        let fromMemory = await store.entry(for: key)
        XCTAssertEqual(fromMemory, value)
        XCTAssertEqual(disk.entryCallCount, 2, "the second hit never reached the disk")
    }

    func testWritesBothAndRemovesFromBoth() async throws {
        let memory = CacheStoreSpy()
        let disk = CacheStoreSpy()
        let store = TieredCacheStore(memory: memory, disk: disk)
        try await store.store(value, for: key)
        XCTAssertEqual(memory.entries[key], value)
        XCTAssertEqual(disk.entries[key], value)
        await store.removeEntry(for: key)
        XCTAssertEqual(memory.removedKeys, [key])
        XCTAssertEqual(disk.removedKeys, [key])
    }

    func testADiskFailureIsThrownButAMemoryFailureIsNot() async throws {
        let memory = CacheStoreSpy()
        let disk = CacheStoreSpy()
        let store = TieredCacheStore(memory: memory, disk: disk)
        memory.storeError = .tooLarge(bytes: 1)
        try await store.store(value, for: key)
        XCTAssertEqual(disk.entries[key], value)
        XCTAssertEqual(memory.removedKeys, [key], "no stale copy stays in memory")
        disk.storeError = .notWritable(path: "/ro")
        memory.storeError = nil
        do {
            try await store.store(value, for: key)
            XCTFail("expected the disk error")
        } catch {
            XCTAssertEqual(error, .notWritable(path: "/ro"))
        }
    }
}
