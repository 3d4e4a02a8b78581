import EndToEndSupport
import FakeSpaceXAPI
import Foundation
import RepositoryDefinitions
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The cache folder abused from outside, through the built binary: a lock held by another process (`flock -x`
/// from a shell, or a stopped holder), a folder that is a symbolic link, and temp files left by killed writers.
/// Every run's peak memory (from `wait4`) stays under ``MeasuredRun/memoryCap``.
final class CacheLockAndLinkTests: ArchiveServerTestCase {
    private func run(_ arguments: [String], environment: [String: String] = [:]) throws -> ProcessOutput {
        try spacex.executeMeasured(
            arguments + ["--base-url", server.baseURL.absoluteString], environment: environment, timeout: 20)
    }

    /// The regular files directly in `folder`, by name, with their sizes.
    private func files(in folder: URL) -> [String: Int] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var sizes: [String: Int] = [:]
        for name in names {
            var status = stat()
            guard lstat(folder.appendingPathComponent(name).path, &status) == 0, status.st_mode & S_IFMT == S_IFREG
            else { continue }
            sizes[name] = Int(status.st_size)
        }
        return sizes
    }

    /// Starts `sh` holding an exclusive `flock` on `folder` (then running `then`), and returns once it holds it.
    private func startLockHolder(on folder: URL, then: String) throws -> Process {
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/bin/sh")
        holder.arguments = ["-c", "exec 9<\"$1\" && flock -x 9 && echo locked && \(then)", "sh", folder.path]
        let output = Pipe()
        holder.standardOutput = output
        holder.standardError = FileHandle.nullDevice
        try holder.run()
        let said = DispatchSemaphore(value: 0)
        let line = Locked<String>("")
        Thread {
            line.withLock { $0 = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self) }
            said.signal()
        }.start()
        XCTAssertEqual(said.wait(timeout: .now() + 10), .success, "the holder took the lock within 10 s")
        XCTAssertEqual(line.withLock { $0 }, "locked\n")
        return holder
    }

    private func assertRunsOnWithoutTheCache(_ result: ProcessOutput, folder: URL, _ holder: String) {
        XCTAssertFalse(result.timedOut, "\(holder): the run is not blocked by the lock")
        XCTAssertEqual(result.status, 0, "\(holder): \(result.stderr)")
        XCTAssertTrue(result.stdout.contains("FalconSat"), "\(holder): the data is shown")
        XCTAssertEqual(
            result.stderrLines,
            [
                "spacex: warning: the cache at \(folder.path) is locked by another process; answers won't be saved "
                    + "this time"
            ], holder)
        XCTAssertEqual(files(in: folder), [:], "\(holder): nothing written, no temp file left")
    }

    func testACacheFolderLockedByAnotherProcessDelaysTheRunAboutASecondThenItGoesOnWithoutTheCache() throws {
        let folder = spacex.cacheDirectory
        let holder = try startLockHolder(on: folder, then: "exec sleep 60")
        defer {
            kill(holder.processIdentifier, SIGKILL)
            holder.waitUntilExit()
        }
        for _ in 0..<2 {
            assertRunsOnWithoutTheCache(
                try run(["launches", "--oldest-first", "--limit", "3"]), folder: folder, "flock -x")
        }
    }

    func testAStoppedProcessHoldingTheLockDoesNotBlockOtherRuns() throws {
        let folder = spacex.cacheDirectory
        let holder = try startLockHolder(on: folder, then: "kill -STOP $$")
        defer {
            kill(holder.processIdentifier, SIGKILL)
            holder.waitUntilExit()
        }
        assertRunsOnWithoutTheCache(
            try run(["launches", "--oldest-first", "--limit", "3"]), folder: folder, "stopped holder")

        kill(holder.processIdentifier, SIGKILL)
        holder.waitUntilExit()
        let free = try run(["launches", "--oldest-first", "--limit", "3"])
        XCTAssertEqual(free.status, 0)
        XCTAssertEqual(free.stderr, "", "once the holder is gone the cache is written again")
        XCTAssertFalse(files(in: folder).isEmpty, "an entry is written")
        XCTAssertTrue(files(in: folder).keys.allSatisfy { !$0.hasPrefix(".") }, "no temp file left")
    }

    func testASymlinkedCacheFolderKeepsItsCapAndIsSwept() throws {
        let root = spacex.cacheDirectory
        let real = root.appendingPathComponent("realc", isDirectory: true)
        let link = root.appendingPathComponent("linkc", isDirectory: true)
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "realc")
        let threeHoursAgo = Date().addingTimeInterval(-3 * 3600)
        let oldTemp = real.appendingPathComponent(".tmp-0123-old-launches.cache")
        try Data(count: 4096).write(to: oldTemp)
        let bigOldEntry = real.appendingPathComponent("big-old.cache")
        try Data(count: 60 * 1024 * 1024).write(to: bigOldEntry)
        for file in [oldTemp, bigOldEntry] {
            try FileManager.default.setAttributes([.modificationDate: threeHoursAgo], ofItemAtPath: file.path)
        }
        let commands = [
            ["launches"], ["launches", "--page", "2"], ["launches", "--page", "3"], ["rockets"],
            ["launches", "--limit", "5"], ["launches", "--oldest-first"], ["rockets", "--limit", "2"],
            ["launches", "--oldest-first", "--page", "2"],
        ]
        for arguments in commands {
            let result = try run(
                arguments + ["--cache-dir", link.path], environment: ["SPACEX_CACHE_LIMIT_MB": "0.01"])
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
        }

        let kept = files(in: real)
        let cap = Int(0.01 * 1024 * 1024)
        XCTAssertLessThanOrEqual(kept.values.reduce(0, +), cap, "the cap holds behind the link: \(kept)")
        XCTAssertNil(kept[oldTemp.lastPathComponent], "the 3-hour-old temp file is swept")
        XCTAssertNil(kept[bigOldEntry.lastPathComponent], "the 60 MB old entry is evicted")
        XCTAssertFalse(kept.isEmpty, "the newest entry stays")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), "realc", "link kept")
    }

    func testTempFilesOfKilledWritersAreSweptAndCountTowardTheCap() throws {
        let folder = spacex.cacheDirectory
        // What a writer killed mid-write leaves: its temp file, named with its process id, now gone.
        let gonePID = try finishedProcessID()
        let killed = folder.appendingPathComponent(".tmp-pid\(gonePID)-\(UUID().uuidString)-launches.cache")
        try Data(count: 3 * 1024 * 1024).write(to: killed)
        // A writer still running (this test process) keeps its temp file, and it counts toward the cap.
        let running = folder.appendingPathComponent(".tmp-pid\(getpid())-\(UUID().uuidString)-rockets.cache")
        try Data(count: 9_000).write(to: running)

        for arguments in [["launches", "--limit", "5"], ["rockets", "--limit", "2"], ["launches", "--oldest-first"]] {
            let result = try run(arguments, environment: ["SPACEX_CACHE_LIMIT_MB": "0.02"])
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
        }

        let kept = files(in: folder)
        XCTAssertNil(kept[killed.lastPathComponent], "the killed writer's temp file is swept at once")
        XCTAssertNotNil(kept[running.lastPathComponent], "a running writer's temp file stays")
        XCTAssertLessThanOrEqual(kept.values.reduce(0, +), Int(0.02 * 1024 * 1024), "temp files count: \(kept)")
    }

    /// The process id of a process that has ended (so `kill(pid, 0)` finds nothing).
    private func finishedProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
