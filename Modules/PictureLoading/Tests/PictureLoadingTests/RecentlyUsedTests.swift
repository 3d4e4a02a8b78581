import XCTest

@testable import PictureLoading

final class RecentlyUsedTests: XCTestCase {
    func testTheLeastRecentlyUsedIsDroppedAndReturned() {
        var store = RecentlyUsed<String, Int>(capacity: 2)
        XCTAssertEqual(store.store(1, for: "a"), [])
        XCTAssertEqual(store.store(2, for: "b"), [])
        XCTAssertEqual(store.value(for: "a"), 1, "a is now the most recently used")
        XCTAssertEqual(store.store(3, for: "c"), [2])
        XCTAssertEqual(store.keys, ["a", "c"])
        XCTAssertEqual(store.peek("a"), 1)
        XCTAssertEqual(store.keys, ["a", "c"], "peeking does not mark it used")
    }

    func testKeptKeysAreNeverDroppedSoTheStoreGrows() {
        var store = RecentlyUsed<String, Int>(capacity: 1)
        store.store(1, for: "a")
        XCTAssertEqual(store.store(2, for: "b", keeping: ["a"]), [], "a is in use")
        XCTAssertEqual(store.keys, ["a", "b"])
        XCTAssertEqual(store.store(3, for: "c", keeping: ["a"]), [2], "b is not in use: dropped")
        XCTAssertEqual(store.keys, ["a", "c"])
        XCTAssertEqual(store.store(4, for: "d"), [1, 3], "back to capacity once nothing is kept")
        XCTAssertEqual(store.keys, ["d"])
    }
}
