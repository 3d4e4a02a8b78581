import Foundation
import RepositoryDefinitions
import XCTest

@testable import RepositoryImplementations

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

final class DiskCacheStoreTests: XCTestCase {
    private var directory: URL!
    private var clock: TestClock!

    override func setUpWithError() throws {
        directory = try makeTemporaryDirectory(self).appendingPathComponent("cache", isDirectory: true)
        clock = TestClock()
    }

    private func makeStore(byteLimit: Int = 1 << 20) -> DiskCacheStore {
        DiskCacheStore(directory: directory, byteLimit: byteLimit, now: clock.function)
    }

    private func entry(_ text: String, etag: String? = "\"e1\"") -> CacheEntry {
        CacheEntry(
            body: Data(text.utf8), storedAt: Date(timeIntervalSince1970: 1_700_000_000.25), maxAge: 300, etag: etag)
    }

    private func files(_ predicate: (String) -> Bool = { _ in true }) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter(predicate).sorted()
    }

    /// Issue 27.6: a file over the store's cap (a 2 GB sparse file in an entry's place) is dropped unread.
    func testAnEntryFileOverTheCapIsDeletedBeforeItIsRead() async throws {
        let store = makeStore()
        let key = CacheKey(rawValue: "v5-launches-query-huge")
        try await store.store(entry("small"), for: key)
        let url = store.fileURL(for: key)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 2 << 30)
        try handle.close()
        let found = await store.entry(for: key)
        XCTAssertNil(found)
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
    }

    func testRoundTripCreatesTheDirectoryLazily() async throws {
        let store = makeStore()
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.path))
        let key = CacheKey(rawValue: "v5-launches-query-0123")
        let missing = await store.entry(for: key)
        XCTAssertNil(missing)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.path), "reads never create it")
        try await store.store(entry(#"{"docs":[]}"#), for: key)
        let read = await store.entry(for: key)
        XCTAssertEqual(read, entry(#"{"docs":[]}"#))
        XCTAssertEqual(files(), ["v5-launches-query-0123.cache"])
        try await store.store(entry("second", etag: nil), for: key)
        let replaced = await store.entry(for: key)
        XCTAssertEqual(replaced, entry("second", etag: nil))
        await store.removeEntry(for: key)
        let removed = await store.entry(for: key)
        XCTAssertNil(removed)
        XCTAssertEqual(files(), [])
    }

    func testAnotherStoreOnTheSameDirectoryReadsTheEntry() async throws {
        let key = CacheKey(rawValue: "shared")
        try await makeStore().store(entry("hello"), for: key)
        let read = await DiskCacheStore(directory: directory).entry(for: key)
        XCTAssertEqual(read?.body, Data("hello".utf8))
    }

    func testUnsafeKeysGetSafeDistinctFileNames() async throws {
        let store = makeStore()
        let keys = ["a/b", "a_b", "../escape", ".hidden", String(repeating: "x", count: 400), ""].map(
            CacheKey.init(rawValue:))
        for (index, key) in keys.enumerated() {
            try await store.store(entry("body \(index)"), for: key)
        }
        for (index, key) in keys.enumerated() {
            let read = await store.entry(for: key)
            XCTAssertEqual(read?.body, Data("body \(index)".utf8), key.rawValue)
        }
        XCTAssertEqual(files { $0.hasSuffix(".cache") }.count, keys.count)
        XCTAssertTrue(files().allSatisfy { !$0.contains("/") && !$0.hasPrefix(".") && $0.count < 200 })
    }

    // MARK: - Corruption

    private func corrupt(_ key: CacheKey, _ transform: (Data) -> Data) throws -> URL {
        let url = makeStore().fileURL(for: key)
        try transform(Data(contentsOf: url)).write(to: url)
        return url
    }

    private func assertDroppedAfterCorruption(
        _ transform: @escaping (Data) -> Data, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let store = makeStore()
        let key = CacheKey(rawValue: "victim")
        try await store.store(entry("{\"docs\":[1,2,3]}"), for: key)
        let url = try corrupt(key, transform)
        let read = await store.entry(for: key)
        XCTAssertNil(read, file: file, line: line)
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path), "dropped", file: file, line: line)
        try await store.store(entry("refetched"), for: key)
        let again = await store.entry(for: key)
        XCTAssertEqual(again?.body, Data("refetched".utf8), file: file, line: line)
    }

    func testGarbageFileIsDropped() async throws {
        try await assertDroppedAfterCorruption { _ in Data("<html>not a cache file</html>".utf8) }
    }

    func testEmptyFileIsDropped() async throws {
        try await assertDroppedAfterCorruption { _ in Data() }
    }

    func testTruncatedFileIsDropped() async throws {
        try await assertDroppedAfterCorruption { $0.prefix($0.count - 5) }
        try await assertDroppedAfterCorruption { $0.prefix(20) }
    }

    func testFlippedBodyByteFailsTheChecksum() async throws {
        try await assertDroppedAfterCorruption { data in
            var bytes = [UInt8](data)
            bytes[bytes.count - 12] ^= 0x01
            return Data(bytes)
        }
    }

    func testWrongVersionIsDropped() async throws {
        try await assertDroppedAfterCorruption { data in
            var bytes = [UInt8](data)
            bytes[11] = 9
            return Data(bytes)
        }
    }

    func testAbsurdHeaderLengthIsDropped() async throws {
        try await assertDroppedAfterCorruption { data in
            var bytes = [UInt8](data)
            bytes[12] = 0xFF
            return Data(bytes)
        }
    }

    func testAFileForAnotherKeyIsAbsentButKept() async throws {
        let store = makeStore()
        let key = CacheKey(rawValue: "mine")
        try await store.store(entry("theirs"), for: CacheKey(rawValue: "theirs"))
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: store.fileURL(for: CacheKey(rawValue: "theirs")), to: store.fileURL(for: key))
        let read = await store.entry(for: key)
        XCTAssertNil(read)
        XCTAssertTrue(FileManager.default.fileExists(atPath: store.fileURL(for: key).path))
    }

    func testAnUnreadableEntryIsDropped() async throws {
        let store = makeStore()
        let key = CacheKey(rawValue: "dir")
        try FileManager.default.createDirectory(at: store.fileURL(for: key), withIntermediateDirectories: true)
        let read = await store.entry(for: key)
        XCTAssertNil(read)
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.fileURL(for: key).path))
    }

    func testFormatRejectsEveryKindOfDamage() {
        let key = CacheKey(rawValue: "k")
        let good = DiskCacheFileFormat.encode(entry("body"), key: key)
        XCTAssertEqual(try DiskCacheFileFormat.decode(good, key: key).get(), entry("body"))
        XCTAssertEqual(DiskCacheFileFormat.decode(good.prefix(10), key: key), .failure(.corrupt))
        XCTAssertEqual(DiskCacheFileFormat.decode(Data(repeating: 0, count: 64), key: key), .failure(.foreign))
        var future = [UInt8](good)
        future[11] = 2
        XCTAssertEqual(DiskCacheFileFormat.decode(Data(future), key: key), .failure(.unsupportedVersion(2)))
        XCTAssertEqual(DiskCacheFileFormat.decode(good, key: CacheKey(rawValue: "other")), .failure(.otherKey))
        var extra = good
        extra.insert(0x20, at: extra.count - 8)
        XCTAssertEqual(DiskCacheFileFormat.decode(extra, key: key), .failure(.corrupt))
    }

    // MARK: - Atomic writes and concurrency

    func testALeftoverTempFileIsNeverReadAndIsCleanedOnceAbandoned() async throws {
        let store = makeStore()
        let key = CacheKey(rawValue: "partial")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let full = DiskCacheFileFormat.encode(entry("complete body"), key: key)
        let temp = directory.appendingPathComponent(".tmp-crashed-\(DiskCacheStore.fileName(for: key))")
        try full.prefix(full.count / 2).write(to: temp)
        try FileManager.default.setAttributes(
            [.modificationDate: clock.now.addingTimeInterval(-7200)], ofItemAtPath: temp.path)
        let read = await store.entry(for: key)
        XCTAssertNil(read, "a half-written temp file is not an entry")
        let size = await store.totalSize()
        XCTAssertEqual(size, 0)

        let fresh = directory.appendingPathComponent(".tmp-inflight-\(DiskCacheStore.fileName(for: key))")
        try Data("in flight".utf8).write(to: fresh)
        try FileManager.default.setAttributes([.modificationDate: clock.now], ofItemAtPath: fresh.path)
        try await store.store(entry("other"), for: CacheKey(rawValue: "other"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: temp.path), "abandoned temp removed")
        XCTAssertTrue(FileManager.default.fileExists(atPath: fresh.path), "another writer's temp kept")
    }

    func testConcurrentWritersAndReadersOnlyEverSeeWholeEntries() async throws {
        let key = CacheKey(rawValue: "contended")
        let bodies = (0..<2).map { writer in Data(String(repeating: "\(writer)", count: 40_000).utf8) }
        let directory = self.directory!
        let writersAndReaders = try await withThrowingTaskGroup(of: [Data?].self) { group in
            for writer in 0..<2 {
                group.addTask {
                    let store = DiskCacheStore(directory: directory)
                    for round in 0..<25 {
                        try await store.store(
                            CacheEntry(
                                body: bodies[writer], storedAt: Date(timeIntervalSince1970: Double(round)), maxAge: 1),
                            for: key)
                    }
                    return []
                }
            }
            for _ in 0..<6 {
                group.addTask {
                    let store = DiskCacheStore(directory: directory)
                    var seen: [Data?] = []
                    for _ in 0..<40 {
                        seen.append(await store.entry(for: key)?.body)
                    }
                    return seen
                }
            }
            var all: [Data?] = []
            for try await reads in group { all += reads }
            return all
        }
        XCTAssertEqual(writersAndReaders.count, 240)
        for body in writersAndReaders.compactMap({ $0 }) {
            XCTAssertTrue(bodies.contains(body), "a torn or mixed body was read")
        }
        let final = await makeStore().entry(for: key)
        XCTAssertTrue(final.map { bodies.contains($0.body) } ?? false)
        XCTAssertEqual(files { $0.hasPrefix(".tmp-") }, [], "no temp files left behind")
        XCTAssertEqual(files(), [DiskCacheStore.fileName(for: key)])
    }

    // MARK: - Eviction

    func testEvictsLeastRecentlyUsedByModificationTime() async throws {
        let sample = DiskCacheFileFormat.encode(
            entry(String(repeating: "a", count: 1000)), key: CacheKey(rawValue: "k0"))
        let store = makeStore(byteLimit: sample.count * 3 + 10)
        let keys = (0..<4).map { CacheKey(rawValue: "k\($0)") }
        for key in keys.prefix(3) {
            try await store.store(entry(String(repeating: "a", count: 1000)), for: key)
            clock.advance(by: 10)
        }
        _ = await store.entry(for: keys[0])
        clock.advance(by: 10)
        try await store.store(entry(String(repeating: "a", count: 1000)), for: keys[3])
        let present = await withTaskGroup(of: (Int, Bool).self) { group in
            for (index, key) in keys.enumerated() {
                group.addTask { (index, await store.entry(for: key) != nil) }
            }
            var result = [Bool](repeating: false, count: 4)
            for await (index, found) in group { result[index] = found }
            return result
        }
        XCTAssertEqual(present, [true, false, true, true], "k1 was the least recently used")
        let size = await store.totalSize()
        XCTAssertLessThanOrEqual(size, store.byteLimit)
    }

    func testEveryWriteReleasesTheDirectorysSweepLock() async throws {
        let store = makeStore(byteLimit: 400)
        for name in ["a", "b", "c"] {
            try await store.store(entry(String(repeating: name, count: 150)), for: CacheKey(rawValue: name))
            let probe = open(store.directory.path, O_RDONLY)
            XCTAssertEqual(flock(probe, LOCK_EX | LOCK_NB), 0, "another process can sweep after writing \(name)")
            flock(probe, LOCK_UN)
            close(probe)
        }
        let size = await store.totalSize()
        XCTAssertLessThanOrEqual(size, 400)
    }

    func testTheNewestEntryIsNeverEvictedAndOversizeEntriesAreRefused() async throws {
        let store = makeStore(byteLimit: 400)
        try await store.store(entry(String(repeating: "b", count: 150)), for: CacheKey(rawValue: "old"))
        clock.advance(by: 1)
        try await store.store(entry(String(repeating: "c", count: 200)), for: CacheKey(rawValue: "new"))
        let (old, new) = (
            await store.entry(for: CacheKey(rawValue: "old")), await store.entry(for: CacheKey(rawValue: "new"))
        )
        XCTAssertNil(old)
        XCTAssertNotNil(new)
        do {
            try await store.store(entry(String(repeating: "d", count: 1000)), for: CacheKey(rawValue: "huge"))
            XCTFail("expected tooLarge")
        } catch {
            XCTAssertEqual(error, .tooLarge(bytes: 1000))
        }
    }

    func testRemoveAllEmptiesTheDirectory() async throws {
        let store = makeStore()
        try await store.store(entry("a"), for: CacheKey(rawValue: "a"))
        try await store.store(entry("b"), for: CacheKey(rawValue: "b"))
        await store.removeAll()
        XCTAssertEqual(files(), [])
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.path))
    }

    // MARK: - Unwritable

    func testADirectoryBelowAFileIsNotWritable() async throws {
        let parent = directory.deletingLastPathComponent()
        let blocker = parent.appendingPathComponent("plain-file")
        try Data("x".utf8).write(to: blocker)
        let store = DiskCacheStore(directory: blocker.appendingPathComponent("cache"))
        do {
            try await store.store(entry("x"), for: CacheKey(rawValue: "k"))
            XCTFail("expected notWritable")
        } catch {
            XCTAssertEqual(error, .notWritable(path: blocker.appendingPathComponent("cache").path))
        }
    }

    func testAReadOnlyDirectoryIsNotWritable() async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: directory.path)
        let probe = directory.appendingPathComponent("probe")
        if FileManager.default.createFile(atPath: probe.path, contents: Data()) {
            try? FileManager.default.removeItem(at: probe)
            throw XCTSkip("running as a user that ignores directory permissions (root); chmod 0500 cannot be tested")
        }
        let store = makeStore()
        do {
            try await store.store(entry("x"), for: CacheKey(rawValue: "k"))
            XCTFail("expected notWritable")
        } catch {
            XCTAssertEqual(error, .notWritable(path: directory.path))
        }
        XCTAssertEqual(files(), [])
    }
}
