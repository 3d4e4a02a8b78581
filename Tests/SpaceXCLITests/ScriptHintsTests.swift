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

    /// Issue 28, item 9: the next page's command line repeats every option that shaped the page.
    func testTheNextPageRepeatsTheOptionsThatShapedThePage() throws {
        let invocation = try CommandLineParser(environment: ["SPACEX_SOURCE": "spacex"]).parse([
            "launches", "--from", "2020-01-01", "--to=2020-12-31", "--offline", "--page", "2", "--limit", "5",
            "--search", "crew 1", "--source", "ll2", "--base-url", "http://127.0.0.1:8080/2.3.0",
        ])
        XCTAssertEqual(
            invocation.options.shapingWords,
            [
                "--from", "2020-01-01", "--to", "2020-12-31", "--offline", "--search", "'crew 1'", "--source", "ll2",
                "--base-url", "http://127.0.0.1:8080/2.3.0",
            ], "the environment's SPACEX_SOURCE, --page and --limit are not repeated")
        let page = ScriptPage(page: 2, limit: 5, total: 23, hasNext: true, command: "launches")
        XCTAssertEqual(
            ScriptHints.spacex.repeating(invocation.options.shapingWords).nextPage(page),
            "spacex launches --page 3 --limit 5 --from 2020-01-01 --to 2020-12-31 --offline --search 'crew 1' "
                + "--source ll2 --base-url http://127.0.0.1:8080/2.3.0")
        let last = ScriptPage(page: .max, limit: 10, total: .max, hasNext: true, command: "launches")
        XCTAssertNil(ScriptHints.spacex.repeating(["--offline"]).nextPage(last))
    }
}
