import Foundation
import XCTest

/// Compares lines with `__Snapshots__/<TestFileName>/<name>.txt` next to the test file, like the project's
/// TextSnapshotTesting (kept local so this package stays free of dependencies): `SNAPSHOT_RECORD=1` writes the
/// golden and fails so a recording run is never green; a missing golden fails with instructions.
func assertGolden(_ lines: [String], named name: String, file: StaticString = #filePath, line: UInt = #line) {
    let testFile = URL(fileURLWithPath: "\(file)")
    let directory = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let url = directory.appendingPathComponent(name + ".txt")
    let text = lines.map { $0 + "\n" }.joined()
    if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            XCTFail("Recorded \(url.path); run again without SNAPSHOT_RECORD=1 to verify.", file: file, line: line)
        } catch {
            XCTFail("Could not record \(url.path): \(error)", file: file, line: line)
        }
        return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
        XCTFail("No golden at \(url.path). Record with SNAPSHOT_RECORD=1, check it, run again.", file: file, line: line)
        return
    }
    var expected = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
    if expected.last == "" { expected.removeLast() }
    guard expected != lines else { return }
    let firstDifference =
        (0..<min(expected.count, lines.count)).first { expected[$0] != lines[$0] } ?? min(expected.count, lines.count)
    XCTFail(
        "Output differs from \(url.path) at line \(firstDifference + 1) (expected \(expected.count) lines, got "
            + "\(lines.count)).\nexpected: \(firstDifference < expected.count ? expected[firstDifference] : "<none>")"
            + "\nactual:   \(firstDifference < lines.count ? lines[firstDifference] : "<none>")",
        file: file, line: line)
}
