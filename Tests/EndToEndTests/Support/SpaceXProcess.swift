import Foundation
import XCTest

/// Runs the built `spacex` binary as a user would, with a time limit, and captures what it printed.
struct SpaceXProcess {
    /// What one run printed and how it exited.
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The built executable, next to the test bundle in the build's products directory.
    static var executable: URL {
        get throws {
            var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent("spacex")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                directory.deleteLastPathComponent()
            }
            let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }
            if let products = bundle?.bundleURL.deletingLastPathComponent() {
                let candidate = products.appendingPathComponent("spacex")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
            throw XCTSkip("the spacex executable was not built next to the tests (run `swift build` first)")
        }
    }

    let cacheDirectory: URL

    /// A runner with its own empty cache directory.
    init() throws {
        cacheDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("spacex-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
    }

    /// Runs `spacex arguments…`; fails the test (and kills the process) if it runs longer than `timeout`.
    func run(
        _ arguments: [String], environment extra: [String: String] = [:], timeout: TimeInterval = 30,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Result {
        let process = Process()
        process.executableURL = try Self.executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SPACEX_CACHE_DIR"] = cacheDirectory.path
        environment["SPACEX_API_URL"] = nil
        environment["NO_COLOR"] = nil
        environment["FORCE_COLOR"] = nil
        environment["COLUMNS"] = "100"
        environment["TZ"] = "UTC"
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        let output = OutputCollector(stdout.fileHandleForReading)
        let errors = OutputCollector(stderr.fileHandleForReading)
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            _ = finished.wait(timeout: .now() + 5)
            XCTFail(
                "spacex \(arguments.joined(separator: " ")) ran longer than \(Int(timeout)) s", file: file, line: line)
        }
        return Result(status: process.terminationStatus, stdout: output.text(), stderr: errors.text())
    }

    /// Deletes the cache directory.
    func removeCache() {
        try? FileManager.default.removeItem(at: cacheDirectory)
    }
}

/// Reads a pipe to its end on a background thread, so a chatty process never blocks on a full pipe.
final class OutputCollector: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let storage = Storage()

    init(_ handle: FileHandle) {
        let storage = storage
        let done = done
        Thread {
            storage.set(handle.readDataToEndOfFile())
            done.signal()
        }.start()
    }

    func text() -> String {
        _ = done.wait(timeout: .now() + 10)
        return String(decoding: storage.get(), as: UTF8.self)
    }

    // @unchecked Sendable is safe: `data` is only touched under `lock`.
    private final class Storage: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func set(_ value: Data) { lock.withLock { data = value } }
        func get() -> Data { lock.withLock { data } }
    }
}
