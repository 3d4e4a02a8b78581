import Foundation
import TextSnapshotTesting
import XCTest

final class SnapshotVerifierTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testMissingGoldenFailsWithRecordingInstructions() throws {
        let verifier = SnapshotVerifier(directory: directory, isRecording: false)
        let message = try XCTUnwrap(verifier.verify(["a"], named: "screen"))
        XCTAssertTrue(message.contains("No snapshot \"screen\""))
        XCTAssertTrue(message.contains("SNAPSHOT_RECORD=1"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: verifier.goldenURL(named: "screen").path))
    }

    func testRecordingWritesTheGoldenAndStillFails() throws {
        let recorder = SnapshotVerifier(directory: directory, isRecording: true)
        let message = try XCTUnwrap(recorder.verify(["line 1", "line 2"], named: "screen"))
        XCTAssertTrue(message.hasPrefix("Recorded snapshot \"screen\""))
        let written = try String(contentsOf: recorder.goldenURL(named: "screen"), encoding: .utf8)
        XCTAssertEqual(written, "line 1\nline 2\n")
        XCTAssertNil(
            SnapshotVerifier(directory: directory, isRecording: false).verify(["line 1", "line 2"], named: "screen"))
    }

    func testMismatchFailsWithALineDiff() throws {
        _ = SnapshotVerifier(directory: directory, isRecording: true).verify(["same", "old", "end"], named: "s")
        let message = try XCTUnwrap(
            SnapshotVerifier(directory: directory, isRecording: false).verify(["same", "new", "end"], named: "s"))
        XCTAssertTrue(message.contains("does not match"))
        XCTAssertTrue(message.contains("-   2 │old"))
        XCTAssertTrue(message.contains("+   2 │new"))
        XCTAssertFalse(message.contains("same"))
    }

    func testTrailingEmptyLinesMatter() throws {
        _ = SnapshotVerifier(directory: directory, isRecording: true).verify(["a", ""], named: "s")
        XCTAssertNil(SnapshotVerifier(directory: directory, isRecording: false).verify(["a", ""], named: "s"))
        XCTAssertNotNil(SnapshotVerifier(directory: directory, isRecording: false).verify(["a"], named: "s"))
    }

    func testRecordingIntoAnUnwritablePlaceReportsTheError() throws {
        let file = directory.appendingPathExtension("file")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let message = try XCTUnwrap(SnapshotVerifier(directory: file, isRecording: true).verify(["a"], named: "s"))
        XCTAssertTrue(message.hasPrefix("Could not record snapshot \"s\""))
    }

    func testGoldenPathSitsNextToTheTestFile() {
        let verifier = SnapshotVerifier(testFile: "/repo/Tests/FooTests/BarTests.swift", environment: [:])
        XCTAssertEqual(verifier.directory.path, "/repo/Tests/FooTests/__Snapshots__/BarTests")
        XCTAssertFalse(verifier.isRecording)
        XCTAssertEqual(verifier.goldenURL(named: "list 40/α").lastPathComponent, "list-40--.txt")
        XCTAssertTrue(SnapshotVerifier(testFile: "/x/T.swift", environment: ["SNAPSHOT_RECORD": "1"]).isRecording)
        XCTAssertFalse(SnapshotVerifier(testFile: "/x/T.swift", environment: ["SNAPSHOT_RECORD": "0"]).isRecording)
    }
}
