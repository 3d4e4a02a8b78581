import EndToEndSupport
import FakeSpaceXAPI
import Foundation
import RepositoryDefinitions
import RepositoryImplementations
import XCTest

/// The disk cache under stress from real `spacex` processes: a write that fails part-way, the leftovers of a
/// writer killed mid-write, eight processes sharing one directory, and a size cap that always holds.
final class CacheIntegrityTests: ArchiveServerTestCase {
    private var folder: CacheFolder { CacheFolder(directory: spacex.cacheDirectory) }

    private func withBaseURL(_ arguments: [String]) -> [String] {
        arguments + ["--base-url", server.baseURL.absoluteString]
    }

    /// Ages every entry past the rockets' day of freshness (and so the launches' five minutes too).
    private func ageEverything(keepingETags: Bool = true) async throws {
        try await folder.age(by: 2 * 86_400 + 60, keepingETags: keepingETags)
    }

    /// Runs every command line at once, each in its own `spacex` process, and returns the results in order.
    private func runConcurrently(
        _ commandLines: [[String]], environment: [String: String] = [:]
    ) async throws -> [ProcessOutput] {
        let spacex = spacex!
        return try await withThrowingTaskGroup(of: (Int, ProcessOutput).self) { group in
            for (index, arguments) in commandLines.enumerated() {
                group.addTask {
                    (
                        index,
                        try await OffThread.run { try spacex.execute(arguments, environment: environment, timeout: 30) }
                    )
                }
            }
            var results: [(Int, ProcessOutput)] = []
            for try await result in group { results.append(result) }
            return results.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    /// Issue 27.6: every entry replaced by a 2 GB sparse file: the next run drops them unread (they were read
    /// whole: 27 s and 4 GB), asks again and saves small entries in their place.
    func testAGigabyteCacheFileIsNeverRead() async throws {
        let first = try spacex.execute(withBaseURL(["launches", "--limit", "3"]))
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertFalse(folder.entryFiles.isEmpty)
        for file in folder.entryFiles {
            let handle = try FileHandle(forWritingTo: file)
            try handle.truncate(atOffset: 2 << 30)
            try handle.close()
        }
        let run = try await MeasuredRun.spacex(
            withBaseURL(["launches", "--limit", "3"]), runner: spacex, limit: 30)
        XCTAssertFalse(run.killed)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("Launches"))
        XCTAssertLessThan(run.peakMemory, MeasuredRun.memoryCap)
        XCTAssertLessThan(folder.entryBytes, 1 << 20)
    }

    func testWriterWhoseDiskWriteFailsPartWayLeavesThePreviousEntryIntact() async throws {
        let arguments = withBaseURL(["rockets"])
        XCTAssertEqual(try spacex.execute(arguments).status, 0)
        try await ageEverything(keepingETags: false)
        let entry = try XCTUnwrap(folder.entryFiles.first)
        let before = try Data(contentsOf: entry)
        XCTAssertGreaterThan(before.count, 2048, "the entry is larger than the file size limit below")
        server.recorder.reset()

        // `ulimit -f 1` lets the writer put one block (512 bytes, or 1 KiB in bash) of the new entry on disk, then
        // the kernel refuses the rest: EFBIG on the app's worker threads (they block SIGXFSZ), or SIGXFSZ.
        let result = try ChildProcess.run(
            URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", "ulimit -f 1 && exec \"$SPACEX_BINARY\" \"$@\"", "sh"] + arguments,
            environment: spacex.environment([
                "SPACEX_BINARY": try SpaceXProcess.executable.path,
                // A coverage build's profiling runtime saves its counters at exit; keep that write out of the limit
                // (and a cut-short profile out of the coverage directory).
                "LLVM_PROFILE_FILE": "/dev/null",
            ]), timeout: 20)

        XCTAssertFalse(result.timedOut)
        XCTAssertEqual(server.requests.count, 1, "the run fetched a new answer and tried to save it")
        if let signal = result.signal {
            XCTAssertEqual(signal, SIGXFSZ, "killed by the file size limit, mid-write")
        } else {
            XCTAssertEqual(result.status, 0, "the answer is still shown: \(result.stderr)")
            XCTAssertTrue(result.stdout.contains("Falcon 9"))
            XCTAssertEqual(
                result.stderrLines,
                [
                    "spacex: warning: can't write the cache at \(spacex.cacheDirectory.path); answers won't be saved "
                        + "for offline use"
                ])
            XCTAssertEqual(folder.tempFiles, [], "the partial file is removed")
        }
        XCTAssertEqual(try Data(contentsOf: entry), before, "the previous entry is intact, byte for byte")
        let offline = try spacex.execute(arguments + ["--offline"])
        XCTAssertEqual(offline.status, 0, offline.stderr)
        XCTAssertEqual(offline.stderr, "")
        XCTAssertTrue(offline.stdout.contains("Falcon 9") && !offline.stdout.contains(ArchiveNotice.marker))
    }

    func testPartialFileOfAWriterKilledMidWriteIsNeverReadAndIsSweptOnceAbandoned() async throws {
        let arguments = withBaseURL(["rockets"])
        XCTAssertEqual(try spacex.execute(arguments).status, 0)
        let entry = try XCTUnwrap(folder.entryFiles.first)
        let before = try Data(contentsOf: entry)
        // What a writer killed mid-write leaves: its temp file, cut short and never renamed over the entry.
        let partial = spacex.cacheDirectory.appendingPathComponent(
            ".tmp-\(UUID().uuidString)-\(entry.lastPathComponent)")
        try before.prefix(before.count / 2).write(to: partial)

        let offline = try spacex.execute(arguments + ["--offline"])
        XCTAssertEqual(offline.status, 0, offline.stderr)
        XCTAssertEqual(offline.stderr, "")
        XCTAssertTrue(offline.stdout.contains("Falcon 9") && !offline.stdout.contains(ArchiveNotice.marker))
        XCTAssertEqual(try Data(contentsOf: entry), before, "the previous entry is intact")

        try await ageEverything()
        XCTAssertEqual(folder.tempFiles, [partial], "a recent temp file may belong to a live writer: kept")
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(-7200)], ofItemAtPath: partial.path)
        server.recorder.reset()
        let refreshed = try spacex.execute(arguments)

        XCTAssertEqual(refreshed.status, 0, refreshed.stderr)
        XCTAssertEqual(refreshed.stderr, "")
        XCTAssertEqual(server.requests.count, 1, "the stale entry was revalidated and rewritten")
        XCTAssertEqual(folder.tempFiles, [], "the abandoned temp file was swept by the write")
        let decoded = await folder.decodedEntries()
        XCTAssertEqual(decoded.count, 1)
        XCTAssertNotNil(decoded.first?.entry)
    }

    func testEightProcessesReadingAndWritingOneCacheLeaveEveryEntryReadable() async throws {
        let commandLines = [
            ["launches", "--limit", "5"], ["launches", "--limit", "5"], ["launches", "--limit", "5", "--page", "2"],
            ["launches", "--limit", "5", "--page", "3"], ["rockets"], ["rockets"], ["launch", FaultScreen.launch.id],
            ["rocket", FaultScreen.rocket.id],
        ].map(withBaseURL)
        // Round 1 fills an empty cache; round 2 renews every entry after a 304; round 3 rewrites every entry.
        for round in 1...3 {
            if round > 1 { try await ageEverything(keepingETags: round == 2) }
            let results = try await runConcurrently(commandLines)
            for (arguments, result) in zip(commandLines, results) {
                XCTAssertFalse(result.timedOut, "round \(round): \(arguments)")
                XCTAssertEqual(result.status, 0, "round \(round): \(arguments): \(result.stderr)")
                XCTAssertEqual(result.stderr, "", "round \(round): \(arguments)")
            }
            let decoded = await folder.decodedEntries()
            XCTAssertEqual(decoded.count, 6, "round \(round): one entry per distinct request")
            XCTAssertEqual(decoded.filter { $0.entry == nil }.map(\.file), [], "round \(round): unreadable entries")
            XCTAssertEqual(folder.tempFiles, [], "round \(round): no temp file left behind")
        }

        let offline = try await runConcurrently(commandLines.map { $0 + ["--offline"] })
        for (arguments, result) in zip(commandLines, offline) {
            XCTAssertEqual(result.status, 0, "\(arguments) offline: \(result.stderr)")
            XCTAssertEqual(result.stderr, "", "\(arguments) offline")
            XCTAssertFalse(
                result.stdout.isEmpty || result.stdout.contains(ArchiveNotice.marker), "\(arguments) offline")
        }
    }

    func testCacheNeverGrowsPastItsCapWhileEightProcessesWrite() async throws {
        let limitMB = 0.02
        let cap = Int(limitMB * 1024 * 1024)
        let commandLines = [
            ["launches", "--limit", "20"], ["launches", "--limit", "20", "--page", "2"], ["launches", "--limit", "30"],
            ["launches", "--limit", "10", "--oldest-first"], ["rockets"], ["rockets", "--limit", "2"],
            ["launch", FaultScreen.launch.id], ["rocket", FaultScreen.rocket.id],
        ].map(withBaseURL)
        for round in 1...2 {
            if round > 1 { try await ageEverything(keepingETags: false) }
            let results = try await runConcurrently(
                commandLines, environment: ["SPACEX_CACHE_LIMIT_MB": String(limitMB)])
            for (arguments, result) in zip(commandLines, results) {
                XCTAssertEqual(result.status, 0, "round \(round): \(arguments): \(result.stderr)")
                XCTAssertEqual(result.stderr, "", "round \(round): \(arguments)")
            }
            XCTAssertLessThanOrEqual(folder.entryBytes, cap, "round \(round): the cache stays within its cap")
            XCTAssertLessThan(folder.entryFiles.count, commandLines.count, "round \(round): some entries were evicted")
            XCTAssertFalse(folder.entryFiles.isEmpty)
            let decoded = await folder.decodedEntries()
            XCTAssertEqual(decoded.filter { $0.entry == nil }.map(\.file), [], "round \(round): unreadable entries")
        }
    }

    func testDiskCacheStoreNeverGrowsPastItsCapUnderConcurrentWriters() async throws {
        let cap = 16 * 1024
        let directory = spacex.cacheDirectory.appendingPathComponent("store", isDirectory: true)
        let stores = (0..<4).map { _ in DiskCacheStore(directory: directory, byteLimit: cap) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<64 {
                let store = stores[index % stores.count]
                group.addTask {
                    let body = Data(repeating: UInt8(index), count: 1000 + (index % 5) * 500)
                    let entry = CacheEntry(body: body, storedAt: Date(), maxAge: 300)
                    try await store.store(entry, for: CacheKey(rawValue: "entry-\(index % 24)"))
                }
            }
            try await group.waitForAll()
        }
        let shared = CacheFolder(directory: directory)
        XCTAssertLessThanOrEqual(shared.entryBytes, cap)
        XCTAssertFalse(shared.entryFiles.isEmpty)
        XCTAssertEqual(shared.tempFiles, [])
        let decoded = await shared.decodedEntries()
        XCTAssertEqual(decoded.filter { $0.entry == nil }.map(\.file), [], "unreadable entries")
    }
}
