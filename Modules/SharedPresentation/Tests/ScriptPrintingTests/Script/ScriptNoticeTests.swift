import Foundation
import RepositoryDefinitions
import ScriptPrinting
import XCTest

/// Which load states call for a warning after script output.
final class ScriptNoticeTests: XCTestCase {
    private let storedAt = Date(timeIntervalSince1970: 1_000_000)

    func testLiveDataNeedsNoNoticeAndCachedDataGetsItsAgeNoted() {
        XCTAssertEqual(ScriptNotice(LoadState<Int>.loaded(1, freshness: .live)), ScriptNotice.none)
        XCTAssertEqual(
            ScriptNotice(LoadState<Int>.loaded(1, freshness: .cached(storedAt: storedAt))), .cached(storedAt: storedAt))
    }

    func testAFailureWithSavedDataIsASavedNotice() {
        let state = LoadState<Int>.failed(.offline, cached: CachedValue(value: 1, storedAt: storedAt))

        XCTAssertEqual(ScriptNotice(state), .saved(storedAt: storedAt, error: .offline))
    }

    func testBuiltInDataIsABuiltInNotice() {
        XCTAssertEqual(ScriptNotice(LoadState<Int>.loaded(1, freshness: .builtInArchive)), .builtIn)
    }
}
