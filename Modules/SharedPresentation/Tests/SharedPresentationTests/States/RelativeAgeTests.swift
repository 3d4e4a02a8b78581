import Foundation
import SharedPresentation
import XCTest

final class RelativeAgeTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    private func phrase(_ secondsAgo: TimeInterval) -> String {
        RelativeAge.phrase(since: now.addingTimeInterval(-secondsAgo), now: now)
    }

    func testWordingAtEachScale() {
        XCTAssertEqual(phrase(0), "just now")
        XCTAssertEqual(phrase(4.9), "just now")
        XCTAssertEqual(phrase(5), "5 s ago")
        XCTAssertEqual(phrase(59), "59 s ago")
        XCTAssertEqual(phrase(60), "1 min ago")
        XCTAssertEqual(phrase(180), "3 min ago")
        XCTAssertEqual(phrase(3599), "59 min ago")
        XCTAssertEqual(phrase(3600), "1 h ago")
        XCTAssertEqual(phrase(86399), "23 h ago")
        XCTAssertEqual(phrase(86400), "1 day ago")
        XCTAssertEqual(phrase(3 * 86400 + 5), "3 days ago")
    }

    func testFutureDatesReadJustNow() {
        XCTAssertEqual(phrase(-120), "just now")
    }
}
