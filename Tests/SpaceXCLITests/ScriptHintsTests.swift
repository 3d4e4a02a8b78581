import ScriptPrinting
import SpaceXCLI
import XCTest

/// What spacex's printed output says about its own options (ScriptPrinting names none): `--refresh` to retry and
/// for the live answer, and the next page's command line.
final class ScriptHintsTests: XCTestCase {
    func testTheHintsNameSpacexsRefreshOption() {
        XCTAssertEqual(ScriptHints.spacex.retry, "Run again with --refresh to retry")
        XCTAssertEqual(ScriptHints.spacex.liveAnswer, "--refresh asks the API now")
    }

    func testTheNextPageRepeatsTheLimitOnlyWhenItIsNotTheDefault() {
        let page = ScriptPage(page: 2, limit: 5, total: 23, hasNext: true, command: "launches")
        XCTAssertEqual(ScriptHints.spacex.nextPage(page), "spacex launches --page 3 --limit 5")
        let byDefault = ScriptPage(
            page: 2, limit: OptionKey.defaultPageSize, total: 99, hasNext: true, command: "rockets")
        XCTAssertEqual(ScriptHints.spacex.nextPage(byDefault), "spacex rockets --page 3")
    }

    func testNoNextPageIsNamedPastTheLastPageNumber() {
        let last = ScriptPage(page: .max, limit: 10, total: .max, hasNext: true, command: "launches")
        XCTAssertNil(ScriptHints.spacex.nextPage(last))
    }
}
