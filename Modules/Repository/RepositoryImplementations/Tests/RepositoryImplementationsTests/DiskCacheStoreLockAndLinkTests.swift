import Foundation
import RepositoryDefinitions
import RepositorySpies
import XCTest

@testable import RepositoryImplementations

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The disk cache against other processes and odd folders: a lock held by someone else is waited for only
/// briefly, a symlinked folder is evicted and swept in the folder it points to, links inside are never followed,
/// and temp files of writers that are gone are swept (while live ones count toward the cap).
final class DiskCacheStoreLockAndLinkTests: XCTestCase {
    private var root: URL!
    private var clock: TestClock!

    override func setUpWithError() throws {
        root = try makeTemporaryDirectory(self)
        clock = TestClock()
    }

    private func entry(_ text: String) -> CacheEntry {
        CacheEntry(body: Data(text.utf8), storedAt: clock.now, maxAge: 300, etag: nil)
    }

    private func names(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    private func size(of folder: URL) -> Int {
        names(in: folder).reduce(0) { total, name in
            var status = stat()
            guard lstat(folder.appendingPathComponent(name).path, &status) == 0 else { return total }
            return total + Int(status.st_size)
        }
    }

    func testALockHeldByAnotherWriterIsWaitedForBrieflyThenWritesAreSkippedForTheRun() async throws {
        let folder = root.appendingPathComponent("cache", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let holder = open(folder.path, O_RDONLY)
        defer { close(holder) }
        XCTAssertEqual(flock(holder, LOCK_EX), 0)
        let store = DiskCacheStore(directory: folder, lockWait: .milliseconds(50), now: clock.function)

        do {
            try await store.store(entry("a"), for: CacheKey(rawValue: "a"))
            XCTFail("the lock is held, so nothing may be written")
        } catch {
            XCTAssertEqual(error, .locked(path: folder.path))
            XCTAssertEqual(
                error.userMessage,
                "The cache at \(folder.path) is locked by another process; answers won't be saved this time.")
        }
        flock(holder, LOCK_UN)
        do {
            try await store.store(entry("b"), for: CacheKey(rawValue: "b"))
            XCTFail("once locked out, the run does not wait again")
        } catch {
            XCTAssertEqual(error, .locked(path: folder.path))
        }
        XCTAssertEqual(names(in: folder), [], "nothing written, no temp file left")

        let next = DiskCacheStore(directory: folder, lockWait: .milliseconds(50), now: clock.function)
        try await next.store(entry("c"), for: CacheKey(rawValue: "c"))
        XCTAssertEqual(names(in: folder), ["c.cache"], "the next run writes once the lock is free")
    }

    func testWritersOfOneProcessTakeTurnsAndNeverLockEachOtherOut() async throws {
        let folder = root.appendingPathComponent("cache", isDirectory: true)
        // No wait at all for the folder's lock: only another process holding it could make a write skip.
        let stores = (0..<4).map { _ in DiskCacheStore(directory: folder, lockWait: .zero, now: clock.function) }
        let body = entry(String(repeating: "w", count: 2_000))
        try await BoundedWait.value(of: "40 concurrent writes") {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<40 {
                    group.addTask { try await stores[index % 4].store(body, for: CacheKey(rawValue: "k\(index)")) }
                }
                try await group.waitForAll()
            }
        }
        XCTAssertEqual(names(in: folder).count, 40, "every write saved, no temp file left")
    }

    func testASymlinkedFolderIsEvictedAndSweptInTheFolderItPointsTo() async throws {
        let real = root.appendingPathComponent("real", isDirectory: true)
        let link = root.appendingPathComponent("link", isDirectory: true)
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        let oldTemp = real.appendingPathComponent(".tmp-old-x.cache")
        try Data(count: 500).write(to: oldTemp)
        try FileManager.default.setAttributes(
            [.modificationDate: clock.now.addingTimeInterval(-3 * 3600)], ofItemAtPath: oldTemp.path)
        let limit = 2_000
        let store = DiskCacheStore(directory: link, byteLimit: limit, now: clock.function)

        for index in 0..<8 {
            try await store.store(entry(String(repeating: "x", count: 600)), for: CacheKey(rawValue: "k\(index)"))
            clock.advance(by: 1)
        }

        XCTAssertLessThanOrEqual(size(of: real), limit, "the cap holds in the folder the link points to")
        XCTAssertFalse(FileManager.default.fileExists(atPath: oldTemp.path), "the old temp file is swept")
        XCTAssertTrue(names(in: real).contains("k7.cache"), "the newest entry stays")
        let total = await store.totalSize()
        XCTAssertLessThanOrEqual(total, limit)
    }

    func testALinkInsideTheFolderIsNeverFollowedNorCounted() async throws {
        let folder = root.appendingPathComponent("cache", isDirectory: true)
        let outside = root.appendingPathComponent("precious.cache")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(count: 5_000).write(to: outside)
        let link = folder.appendingPathComponent("aaa.cache")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside)
        let store = DiskCacheStore(directory: folder, byteLimit: 2_000, now: clock.function)

        try await store.store(entry("small"), for: CacheKey(rawValue: "k"))

        XCTAssertEqual(try Data(contentsOf: outside).count, 5_000, "the file outside is untouched")
        XCTAssertTrue(names(in: folder).contains("k.cache"), "the link's target does not push the entry out")
    }

    func testTempFilesOfWritersThatAreGoneAreSweptAndLiveOnesCountTowardTheCap() async throws {
        let folder = root.appendingPathComponent("cache", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let gone = folder.appendingPathComponent(".tmp-pid999999999-\(UUID().uuidString)-k1.cache")
        try Data(count: 3_000).write(to: gone)
        let live = folder.appendingPathComponent(".tmp-pid\(getpid())-\(UUID().uuidString)-k2.cache")
        try Data(count: 1_500).write(to: live)
        let store = DiskCacheStore(directory: folder, byteLimit: 2_500, now: clock.function)

        try await store.store(entry(String(repeating: "a", count: 600)), for: CacheKey(rawValue: "a"))
        clock.advance(by: 1)
        try await store.store(entry(String(repeating: "b", count: 600)), for: CacheKey(rawValue: "b"))

        XCTAssertFalse(FileManager.default.fileExists(atPath: gone.path), "a killed writer's temp file is swept")
        XCTAssertTrue(FileManager.default.fileExists(atPath: live.path), "a running writer's temp file stays")
        XCTAssertEqual(
            names(in: folder).filter { !$0.hasPrefix(".") }, ["b.cache"],
            "the live temp file counts: only the newest entry fits beside it")
        XCTAssertLessThanOrEqual(size(of: folder), 2_500)
    }

    func testOnlyTempNamesWithAProcessIDOfAWriterThatIsGoneAreJudgedGone() {
        XCTAssertTrue(DiskCacheStore.writerIsGone(ofTemp: ".tmp-pid999999999-ABC-k.cache"))
        XCTAssertFalse(DiskCacheStore.writerIsGone(ofTemp: ".tmp-pid\(getpid())-ABC-k.cache"), "this process runs")
        XCTAssertFalse(DiskCacheStore.writerIsGone(ofTemp: ".tmp-crashed-k.cache"), "no process id: age decides")
        XCTAssertFalse(DiskCacheStore.writerIsGone(ofTemp: ".tmp-12ab-k.cache"))
        XCTAssertFalse(DiskCacheStore.writerIsGone(ofTemp: ".tmp--k.cache"))
        XCTAssertFalse(
            DiskCacheStore.writerIsGone(ofTemp: ".tmp-59917804-FDF8-4999-B9D7-A23C77000000-k.cache"),
            "an older version's UUID that starts with digits is not a process id")
        XCTAssertFalse(DiskCacheStore.writerIsGone(ofTemp: ".tmp-pid-k.cache"))
    }
}
