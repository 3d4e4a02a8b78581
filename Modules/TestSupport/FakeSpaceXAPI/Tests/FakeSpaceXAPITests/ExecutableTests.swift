import FakeSpaceXAPI
import HTTPTestSupport
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Runs the built `fake-spacex-api` binary (which `swift test` builds next to the tests) against small fixture
/// files. A missing binary or a run that does not exit is a failure, never a skip.
final class ExecutableTests: XCTestCase {
    private struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Why a run could not be checked.
    private struct RunFailure: Error, CustomStringConvertible {
        let description: String
    }

    private func executable() throws -> URL {
        #if os(macOS)
            let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL
                .deletingLastPathComponent()
        #else
            let products: URL? = Bundle.main.bundleURL
        #endif
        guard let binary = products?.appendingPathComponent("fake-spacex-api"),
            FileManager.default.isExecutableFile(atPath: binary.path)
        else {
            throw RunFailure(description: "fake-spacex-api is not built next to the tests; run `swift build` first")
        }
        return binary
    }

    /// Runs the binary to completion, for the cases that exit by themselves.
    ///
    /// Both pipes are read while the process runs (a full pipe would otherwise block it forever), and a process
    /// still running after 30 seconds is killed and reported as a hang: the bound only turns a hang into a
    /// failure, it measures nothing.
    private func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        let outputReader = PipeReader(output.fileHandleForReading)
        let errorReader = PipeReader(errors.fileHandleForReading)
        guard exited.wait(timeout: .now() + 30) == .success else {
            kill(process.processIdentifier, SIGKILL)
            _ = exited.wait(timeout: .now() + 5)
            throw RunFailure(description: "fake-spacex-api \(arguments) hung: still running after 30 s, killed")
        }
        guard let out = outputReader.text(within: 30), let err = errorReader.text(within: 30) else {
            throw RunFailure(description: "fake-spacex-api \(arguments) exited but its pipes never closed")
        }
        return Run(status: process.terminationStatus, output: out, errors: err)
    }

    func testWithoutFixturesServesTheBuiltInArchive() throws {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = ["--port", "0"]
        let output = Pipe()
        process.standardOutput = output
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        let firstLine = LineBox()
        let lineRead = DispatchSemaphore(value: 0)
        let reader = output.fileHandleForReading
        DispatchQueue.global().async {
            var buffer = Data()
            while !buffer.contains(UInt8(ascii: "\n")) {
                let chunk = reader.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
            }
            firstLine.value = String(decoding: buffer, as: UTF8.self)
            lineRead.signal()
        }
        XCTAssertEqual(lineRead.wait(timeout: .now() + 30), .success)
        let line = (firstLine.value ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let base = try XCTUnwrap(URL(string: line.replacingOccurrences(of: "listening on ", with: "")), line)
        let answer = TestHTTP.send(TestHTTP.request(base, "/v4/launches"))
        XCTAssertEqual(answer.status, 200)
        let launches = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(answer.text.utf8)) as? [Any])
        XCTAssertEqual(launches.count, 205, "the archive's launches, read from nothing outside the repository")
        process.terminate()
        XCTAssertEqual(exited.wait(timeout: .now() + 30), .success)
    }

    func testServesFixturesAndStopsOnSIGTERM() throws {
        let folder = try SmallFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = try executable()
        process.arguments = ["--port", "0", "--fixtures", folder.path]
        let output = Pipe()
        process.standardOutput = output
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        defer {
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
            }
        }
        let firstLine = LineBox()
        let lineRead = DispatchSemaphore(value: 0)
        let reader = output.fileHandleForReading
        DispatchQueue.global().async {
            var buffer = Data()
            while !buffer.contains(UInt8(ascii: "\n")) {
                let chunk = reader.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
            }
            firstLine.value = String(decoding: buffer, as: UTF8.self)
            lineRead.signal()
        }
        XCTAssertEqual(lineRead.wait(timeout: .now() + 30), .success)
        let line = firstLine.value ?? ""
        XCTAssertTrue(line.hasPrefix("listening on http://127.0.0.1:"), line)
        XCTAssertTrue(line.hasSuffix("\n"))
        let base = try XCTUnwrap(
            URL(
                string: line.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(
                    of: "listening on ", with: "")))
        let answer = TestHTTP.send(TestHTTP.request(base, "/v4/rockets/\(SampleDocuments.falcon9)"))
        XCTAssertEqual(answer.status, 200)
        XCTAssertTrue(answer.text.contains("Falcon 9"))
        process.terminate()
        guard exited.wait(timeout: .now() + 30) == .success else {
            // Killed here, not left to the deferred kill: reading the status of a running process traps.
            kill(process.processIdentifier, SIGKILL)
            return XCTFail("still running 30 s after SIGTERM")
        }
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(process.terminationReason, .exit)
    }

    func testMissingFixturesExitWithTwo() throws {
        let run = try run(["--fixtures", "/nonexistent-\(UUID().uuidString)"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.errors.contains("fixtures not found in /nonexistent-"), run.errors)
        XCTAssertEqual(run.output, "")
    }

    func testUsageErrorExitsWithTwo() throws {
        let run = try run(["--bogus"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.errors.contains("unknown argument: --bogus"))
        XCTAssertTrue(run.errors.contains(FakeServerCommandLine.usage))
    }

    func testHelpExitsWithZero() throws {
        let run = try run(["--help"])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.output.hasPrefix(FakeServerCommandLine.usage))
    }
}

/// Reads a pipe to its end on a background thread from the moment it is made, so the writer never blocks.
// @unchecked Sendable: `data` is written only by the reading thread before `done` signals, and read only after
// waiting on `done`.
private final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    /// Everything the pipe carried, once its writer closed it; nil if that takes longer than `seconds`.
    func text(within seconds: Double) -> String? {
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}

/// Hands the first output line from the reading thread to the test.
// @unchecked Sendable: `value` is written once before the semaphore signals and read only after it.
private final class LineBox: @unchecked Sendable {
    var value: String?
}
