import RepositoryDefinitions
import XCTest

@testable import ScriptPrinting

/// The list footer and the past-the-end message of script mode.
final class ScriptPageTests: XCTestCase {
    func testTheFooterSaysWhereThePageIsAndTheCommandLineOfTheNextOne() {
        let page = ScriptPage(page: 2, limit: 5, total: 23, hasNext: true, command: "things")

        XCTAssertEqual(page.footer(next: "tool things --page 3"), "Page 2 of 5 · next: tool things --page 3")
        XCTAssertEqual(page.footer(next: nil), "Page 2 of 5")
    }

    func testTheLastPageSaysNoNext() {
        let page = ScriptPage(page: 3, limit: 10, total: 30, hasNext: false, command: "things")

        XCTAssertEqual(page.footer(next: nil), "Page 3 of 3")
    }

    func testPageCountRoundsUpAndIsNeverZero() {
        XCTAssertEqual(ScriptPage.pageCount(total: 21, limit: 10), 3)
        XCTAssertEqual(ScriptPage.pageCount(total: 20, limit: 10), 2)
        XCTAssertEqual(ScriptPage.pageCount(total: 0, limit: 10), 1)
    }

    func testNumbersFromTheServerAtTheirExtremesNeverTrap() {
        XCTAssertEqual(ScriptPage.pageCount(total: .max, limit: 10), Int.max / 10 + 1)
        XCTAssertEqual(ScriptPage.pageCount(total: .max, limit: .min), Int.max)
        XCTAssertEqual(ScriptPage.pageCount(total: .min, limit: .max), 1)
        let last = ScriptPage(page: .max, limit: 10, total: .max, hasNext: true, command: "things")
        XCTAssertEqual(last.footer(next: nil), "Page \(Int.max) of \(Int.max / 10 + 1)")
    }

    func testPastTheEndSaysHowManyPagesThereAre() {
        XCTAssertEqual(
            ScriptFailure.pastTheEnd(page: 9, limit: 10, total: 23, noun: "things"),
            .unavailable("page 9 is past the end: 23 things fill 3 pages of 10"))
        XCTAssertEqual(
            ScriptFailure.pastTheEnd(page: 2, limit: 50, total: 4, noun: "things"),
            .unavailable("page 2 is past the end: 4 things fill 1 page of 50"))
    }

    func testFailuresEndWithTheirExitStatus() {
        XCTAssertEqual(ScriptFailure.usage("x").outcome, .usage)
        XCTAssertEqual(ScriptFailure.unavailable("x").outcome, .unavailable)
        XCTAssertEqual(ScriptFailure.unavailable(nil), .unavailable(RepositoryError.offline.userMessage))
        XCTAssertEqual([ScriptOutcome.success, .unavailable, .usage].map(\.rawValue), [0, 1, 2])
    }
}
