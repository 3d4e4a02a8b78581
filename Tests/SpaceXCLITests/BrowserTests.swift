import Foundation
import LaunchesCore
import LaunchesMocks
import RepositoryImplementations
import RocketsCore
import SharedPresentation
import XCTest

@testable import SpaceXCLI

/// The interactive browser's state machine: keys in, screens out, over the built-in sample data.
@MainActor
final class BrowserTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC")!
    private let now = Date(timeIntervalSince1970: 1_795_262_400)  // 2026-11-21
    private let size = TerminalSize(columns: 100, rows: 30)

    private func makeBrowser(pageSize: Int = 20) async -> Browser {
        let api = SampleDataset.makeService()
        let clock = now
        let browser = Browser(
            launches: LivePaginatedRepository(
                endpoint: LaunchesEndpoint(), api: api, filter: LaunchFilter(timeZone: utc), pageSize: pageSize,
                now: { clock }),
            rockets: LivePaginatedRepository(
                endpoint: RocketsEndpoint(), api: api, filter: RocketFilter(), now: { clock }),
            userTimeZone: utc, now: { clock })
        await browser.start().runWork()
        return browser
    }

    private func screen(_ browser: Browser) -> String {
        browser.render(size: size, context: RenderContext()).map(\.plainText).joined(separator: "\n")
    }

    @discardableResult
    private func press(_ browser: Browser, _ keys: Key...) async -> KeyOutcome {
        var last = KeyOutcome.none
        for key in keys {
            last = browser.handle(key)
            await last.runWork()
            _ = screen(browser)  // the session draws after every key; detail focus depends on what was drawn
        }
        return last
    }

    private var newest: [Launch] { LaunchMocks.sampleNewestFirst }

    func testOpensOnTheLaunchesTabWithBothTabsInTheBar() async {
        let browser = await makeBrowser()

        let text = screen(browser)

        XCTAssertTrue(text.contains("› \(newest[0].name)"), text)
        XCTAssertTrue(text.contains("Launches") && text.contains("Rockets"))
        XCTAssertTrue(text.contains("sample data"), "sample data is labelled as such")
        XCTAssertEqual(browser.render(size: size, context: RenderContext()).count, size.rows)
    }

    func testEachTabKeepsItsOwnPlace() async {
        let browser = await makeBrowser()

        await press(browser, .down, .character("j"))
        await press(browser, .tab, .down)
        XCTAssertEqual(browser.tab, .rockets)
        XCTAssertTrue(screen(browser).contains("› ▣ Falcon 9"), screen(browser))

        await press(browser, .character("1"))
        XCTAssertEqual(browser.tab, .launches)
        XCTAssertTrue(screen(browser).contains("› \(newest[2].name)"), screen(browser))
        await press(browser, .character("2"))
        XCTAssertTrue(screen(browser).contains("› ▣ Falcon 9"))
    }

    func testEnterOpensTheDetailAndEscapeGoesBack() async {
        let browser = await makeBrowser()
        let launch = newest[4]

        await press(browser, .down, .down, .down, .down, .enter)
        let detail = screen(browser)
        XCTAssertTrue(detail.contains(launch.name), detail)
        XCTAssertTrue(detail.contains("Launches  Esc") || detail.contains("‹ Launches"), detail)
        XCTAssertTrue(detail.contains("View rocket"))

        await press(browser, .escape)
        XCTAssertTrue(screen(browser).contains("› \(launch.name)"), "back where it was")
    }

    func testTheRocketCardOpensTheRocketOnTheSameTabAndBackReturnsToTheLaunch() async {
        let browser = await makeBrowser()
        let launch = newest[4]
        let rocketName = launch.rocket?.name ?? "Falcon 9"

        await press(browser, .down, .down, .down, .down, .enter)
        await press(browser, .enter)
        let rocket = screen(browser)
        XCTAssertEqual(browser.tab, .launches)
        XCTAssertTrue(rocket.contains(rocketName), rocket)
        XCTAssertTrue(rocket.contains("Engines"), rocket)

        await press(browser, .backspace)
        XCTAssertTrue(screen(browser).contains("View rocket"), "back on the launch")
        await press(browser, .character("h"))
        XCTAssertTrue(screen(browser).contains("› \(launch.name)"))
    }

    func testArrowsReadThroughADetailAndPickUpLinksAsTheyComeIntoView() async throws {
        let browser = await makeBrowser()
        let launch = try XCTUnwrap(newest.first { $0.links.webcast != nil && $0.details != nil })
        let webcast = try XCTUnwrap(launch.links.webcast).absoluteString
        let index = try XCTUnwrap(newest.firstIndex(of: launch))
        for _ in 0..<index { await press(browser, .down) }
        await press(browser, .enter)
        XCTAssertTrue(screen(browser).contains("View rocket"), "the rocket card is in view and focused first")

        var presses = 0
        while !screen(browser).contains("› Webcast"), presses < 80 {
            await press(browser, .down)
            presses += 1
        }

        XCTAssertTrue(screen(browser).contains("› Webcast"), screen(browser))
        XCTAssertGreaterThan(presses, 1, "the content scrolled before the link was reached")
        let outcome = await press(browser, .character("o"))
        XCTAssertEqual(outcome.openURL?.absoluteString, webcast)
        XCTAssertTrue(screen(browser).contains(webcast), "the address is shown for terminals without an opener")

        await press(browser, .home)
        XCTAssertTrue(screen(browser).contains(launch.name), "g goes back to the top")
    }

    func testTheSpinnerAdvancesOnlyWhileLoading() async {
        let browser = await makeBrowser()
        XCTAssertFalse(browser.isBusy, "everything is loaded")
        browser.advanceSpinner()
        XCTAssertEqual(browser.tick, 1)
    }

    func testTheFilterFormRejectsABadDateAndAppliesAGoodInterval() async {
        let browser = await makeBrowser()

        await press(browser, .character("f"))
        for character in "2020-13-01" { await press(browser, .character(character)) }
        await press(browser, .enter)
        XCTAssertTrue(screen(browser).contains("2020-13-01"), "the error names the bad input:\n\(screen(browser))")

        for _ in 0..<10 { await press(browser, .backspace) }
        for character in "2020-01-01" { await press(browser, .character(character)) }
        await press(browser, .tab)
        for character in "2020-12-31" { await press(browser, .character(character)) }
        await press(browser, .enter)

        let text = screen(browser)
        XCTAssertTrue(text.contains("2020-01-01 to 2020-12-31"), text)
        let year2020 = newest.filter { ISO8601Timestamp.string(from: $0.dateUtc ?? .distantPast).hasPrefix("2020") }
        XCTAssertTrue(text.contains("› \(year2020[0].name)"), text)
        XCTAssertFalse(text.contains(newest[0].name))

        await press(browser, .character("x"))
        XCTAssertTrue(screen(browser).contains("› \(newest[0].name)"), "x clears the filter")
    }

    func testEscapeLeavesTheFilterFormUnchanged() async {
        let browser = await makeBrowser()

        await press(browser, .character("f"), .character("2"), .escape)

        XCTAssertTrue(screen(browser).contains("› \(newest[0].name)"))
        XCTAssertTrue(screen(browser).contains("All launches"))
    }

    func testTheNextPageLoadsWhenTheSelectionNearsTheEnd() async {
        let browser = await makeBrowser(pageSize: 8)
        XCTAssertEqual(browser.launchesList.rows.count, 8)

        await press(browser, .down)
        XCTAssertEqual(browser.launchesList.rows.count, 8, "far from the end: no request")
        await press(browser, .pageDown)

        XCTAssertEqual(browser.launchesList.rows.count, 16)
        await press(browser, .end)
        XCTAssertEqual(browser.launchesList.rows.count, 24)
    }

    func testHelpAndQuit() async {
        let browser = await makeBrowser()

        await press(browser, .character("?"))
        XCTAssertTrue(screen(browser).contains("switch between Launches and Rockets"))
        await press(browser, .down)
        XCTAssertFalse(screen(browser).contains("switch between Launches and Rockets"), "any key closes the help")

        XCTAssertTrue(browser.handle(.character("q")).quit)
        XCTAssertTrue(browser.handle(.controlC).quit)
    }

    func testRefreshReloadsTheShownScreen() async {
        let browser = await makeBrowser()

        let outcome = await press(browser, .character("r"))

        XCTAssertEqual(outcome.work.count, 1)
        XCTAssertTrue(screen(browser).contains(newest[0].name))
    }
}
