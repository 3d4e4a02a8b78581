import TextSnapshotTesting
import XCTest

final class LineDiffTests: XCTestCase {
    func testIdenticalTextsHaveNoChanges() {
        XCTAssertEqual(LineDiff(expected: ["a", "b"], actual: ["a", "b"]).changes, [])
    }

    func testChangedLineIsARemovalAndAnAddition() {
        let diff = LineDiff(expected: ["a", "b", "c"], actual: ["a", "B", "c"])
        XCTAssertEqual(diff.changes, [.removed(line: 2, text: "b"), .added(line: 2, text: "B")])
        XCTAssertEqual(diff.description, "-   2 │b\n+   2 │B")
    }

    func testInsertionsAndDeletionsKeepTheirOwnLineNumbers() {
        let diff = LineDiff(expected: ["a", "b", "c"], actual: ["x", "a", "c", "d"])
        XCTAssertEqual(
            diff.changes,
            [.added(line: 1, text: "x"), .removed(line: 2, text: "b"), .added(line: 4, text: "d")])
    }

    func testEmptySides() {
        XCTAssertEqual(LineDiff(expected: [], actual: ["a"]).changes, [.added(line: 1, text: "a")])
        XCTAssertEqual(LineDiff(expected: ["a"], actual: []).changes, [.removed(line: 1, text: "a")])
        XCTAssertEqual(
            LineDiff(expected: Array(repeating: "x", count: 12), actual: []).description.split(separator: "\n").last,
            "-  12 │x")
    }
}
