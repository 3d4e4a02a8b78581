import Foundation
import LaunchSitesCore
import LaunchSitesUI
import LaunchesCore
import LaunchesMocks
import RepositoryDefinitions
import RocketsCore
import RocketsUI
import XCTest

@testable import RepositoryImplementations
@testable import SharedPresentation
@testable import SpaceXAPI
@testable import SpaceXCLI
@testable import TerminalRuntime

/// The interactive browser's state machine: keys in, screens out, over the built-in archive.
@MainActor
final class BrowserTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC")!
    private let now = Date(timeIntervalSince1970: 1_795_262_400)  // 2026-11-21
    private let size = TerminalSize(columns: 100, rows: 30)

    func makeBrowser(
        pageSize: Int = 20, size: TerminalSize? = nil, api: any APIService = BuiltInArchive.makeService()
    ) async -> AppRouter {
        let size = size ?? self.size
        let clock = now
        let browser = AppRouter(
            launches: MappedPaginatedRepository(
                LivePaginatedRepository(
                    endpoint: LaunchesEndpoint(), api: api, filter: LaunchFilter(timeZone: utc), pageSize: pageSize,
                    now: { clock })
            ) { $0.value },
            rockets: MappedPaginatedRepository(
                LivePaginatedRepository(endpoint: RocketsEndpoint(), api: api, filter: RocketFilter(), now: { clock })
            ) { $0.value },
            launchSites: MappedPaginatedRepository(
                LivePaginatedRepository(
                    endpoint: LaunchpadsEndpoint(), api: api, filter: LaunchpadFilter(), now: { clock })
            ) { $0.value },
            userTimeZone: utc, now: { clock })
        browser.navigator.columns = size.columns
        browser.navigator.rows = size.rows
        await browser.navigator.start().runWork()
        return browser
    }

    func screen(_ browser: AppRouter) -> String {
        browser.navigator.render().map(\.plainText).joined(separator: "\n")
    }

    /// Presses keys without drawing in between: rendering is pure, so nothing depends on a frame being drawn.
    @discardableResult
    func press(_ browser: AppRouter, _ keys: Key...) async -> NavigatorOutcome<AppRouter.Route> {
        var last = NavigatorOutcome<AppRouter.Route>.none
        for key in keys {
            last = browser.handle(key)
            await last.runWork()
        }
        return last
    }

    private var newest: [Launch] { LaunchMocks.sampleNewestFirst }

    func testOpensOnTheLaunchesTabWithBothTabsInTheBar() async {
        let browser = await makeBrowser()

        let text = screen(browser)

        XCTAssertTrue(text.contains("› \(newest[0].name)"), text)
        XCTAssertTrue(text.contains("Launches") && text.contains("Rockets"))
        XCTAssertTrue(text.contains("as of its last update (October 2022)"), "the built-in archive is labelled as such")
        XCTAssertEqual(browser.navigator.render().count, size.rows)
    }

    func testEachTabKeepsItsOwnPlace() async {
        let browser = await makeBrowser()

        await press(browser, .down, .character("j"))
        await press(browser, .tab, .down)
        XCTAssertEqual(browser.navigator.selectedTab, 1)
        XCTAssertTrue(screen(browser).contains("› ▣ Falcon 9"), screen(browser))

        await press(browser, .character("1"))
        XCTAssertEqual(browser.navigator.selectedTab, 0)
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
        XCTAssertEqual(browser.navigator.selectedTab, 0)
        XCTAssertTrue(rocket.contains(rocketName), rocket)
        XCTAssertTrue(rocket.contains("Engines"), rocket)

        await press(browser, .backspace)
        XCTAssertTrue(screen(browser).contains("View rocket"), "back on the launch")
        await press(browser, .character("h"))
        XCTAssertTrue(screen(browser).contains("› \(launch.name)"))
    }

    func testTheSiteCardOpensTheLaunchSiteOnTheSameTabAndBackReturnsToTheLaunch() async throws {
        let browser = await makeBrowser()
        let launch = newest[4]
        let site = try XCTUnwrap(launch.launchpad?.name)

        await press(browser, .down, .down, .down, .down, .enter)
        XCTAssertTrue(screen(browser).contains("View site"), screen(browser))
        await press(browser, .down)
        let outcome = await press(browser, .enter)
        XCTAssertEqual(outcome.routes, [], "the site opens in the browser, not as a link")
        let detail = screen(browser)
        XCTAssertTrue(browser.navigator.screen.base is LaunchSiteDetailController, detail)
        XCTAssertEqual(browser.navigator.selectedTab, 0)
        XCTAssertTrue(detail.contains(site) && detail.contains("Local time"), detail)
        XCTAssertTrue(detail.contains("Falcon 9") && detail.contains("succeeded ("), detail)

        await press(browser, .escape)
        XCTAssertTrue(screen(browser).contains("View site"), "back on the launch")
        XCTAssertTrue(screen(browser).contains(launch.name))
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
        XCTAssertGreaterThanOrEqual(presses, 1)
        let outcome = await press(browser, .character("o"))
        XCTAssertEqual(outcome.routes, [.link(title: "Webcast", url: try XCTUnwrap(URL(string: webcast)))])
        XCTAssertTrue(screen(browser).contains(webcast), "the address is shown for terminals without an opener")

        await press(browser, .home)
        XCTAssertTrue(screen(browser).contains(launch.name), "g goes back to the top")
    }

    /// Opens the launch named `name` from the list.
    private func open(_ name: String, in browser: AppRouter) async throws {
        let index = try XCTUnwrap(newest.firstIndex { $0.name == name })
        while browser.launches.place.selection < index { await press(browser, .down) }
        await press(browser, .enter)
    }

    /// In details an action applies only to a focused element that is in view and marked (issue 17, item 4).
    func testADetailActsOnlyOnAnElementInViewAndMarked() async throws {
        let browser = await makeBrowser(size: TerminalSize(columns: 80, rows: 24))
        try await open("Crew-1", in: browser)
        XCTAssertTrue(screen(browser).contains("View rocket"), screen(browser))

        for keys in [[Key.pageDown, .character("o")], [.end, .enter], [.home, .character("o")]] {
            await press(browser, keys[0])
            let text = screen(browser)
            let outcome = await press(browser, keys[1])
            if case .link(let title, _)? = outcome.routes.first {
                XCTAssertTrue(text.contains("› \(title)"), "\(keys): \(title) is in view and marked:\n\(text)")
            } else if browser.navigator.screen.base is RocketDetailController {
                XCTAssertTrue(text.contains("View rocket"), "\(keys): the rocket card is in view:\n\(text)")
                await press(browser, .escape)
            } else if browser.navigator.screen.base is LaunchSiteDetailController {
                XCTAssertTrue(text.contains("View site"), "\(keys): the site card is in view:\n\(text)")
                await press(browser, .escape)
            } else {
                XCTAssertEqual(browser.navigator.message, "Nothing to open here.", "\(keys)")
            }
        }
    }

    /// ↓ jumps to the next element when it starts within the next screen (issue 17, item 4: it took 16 presses
    /// from the rocket card to the webcast at 80×24); the launch-site card is the one element between them.
    func testDownJumpsToTheNextLinkWithinTheNextScreen() async throws {
        let browser = await makeBrowser(size: TerminalSize(columns: 80, rows: 24))
        try await open("Crew-1", in: browser)

        await press(browser, .down)
        XCTAssertTrue(screen(browser).contains("┏━ Launch site"), screen(browser))
        await press(browser, .down)

        XCTAssertTrue(screen(browser).contains("› Webcast"), screen(browser))
    }

    func testTheSpinnerAdvancesOnlyWhileLoading() async {
        let browser = await makeBrowser()
        XCTAssertFalse(browser.navigator.isBusy, "everything is loaded")
        browser.navigator.advanceSpinner()
        XCTAssertEqual(browser.navigator.tick, 1)
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
        let filled = browser.launches.viewModel.rows.count
        XCTAssertGreaterThan(filled, 8, "the first page does not fill 30 lines: the next ones load at once")

        await press(browser, .down)
        XCTAssertEqual(browser.launches.viewModel.rows.count, filled, "far from the end: no request")
        while browser.launches.place.selection < filled - 5 { await press(browser, .down) }

        XCTAssertEqual(browser.launches.viewModel.rows.count, filled + 8)
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

    /// The help is derived from the screens' and the navigator's key bindings (issue 19, point 6): every bound
    /// key with a help text, the lists' and details' shared lines joined, the Launches list's filter keys, then the
    /// navigator's keys with the tabs' names.
    func testTheHelpListsEveryScreensKeysFromTheirBindings() async {
        let browser = await makeBrowser()
        await press(browser, .character("?"))
        let lines = browser.navigator.render().map { $0.plainText.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(
            Array(lines[2..<16]),
            [
                "↑ ↓ · k j            move; in details, select a card or a link",
                "PgUp PgDn · Space    page up and down",
                "Home End · g G       first and last",
                "⏎ · → · l            open the selected row; in details, open the selected card or link",
                "f                    filter launches by date interval",
                "x                    clear the filter",
                "p                    switch between upcoming and past launches",
                "/                    search the loaded rows by name (⏎ keep, Esc clear)",
                "o                    open the selected link in the browser (or show its address)",
                "Tab ⇧Tab 1 2         switch between Launches and Rockets (each keeps its place)",
                "Esc · ⌫ · ← · h      back",
                "r                    refresh from the network",
                "?                    this help",
                "q · Ctrl-C · Ctrl-D  quit",
            ], lines.joined(separator: "\n"))
    }

    func testRefreshReloadsTheShownScreen() async {
        let browser = await makeBrowser()

        let outcome = await press(browser, .character("r"))

        XCTAssertEqual(outcome.work.count, 1)
        XCTAssertTrue(screen(browser).contains(newest[0].name))
    }

    /// The rockets' Flickr photos share a host: focusing each one selects that one and scrolls it into view
    /// (the old browser found links by the first 24 characters of their address, so all went to the last one).
    func testEachOfTwoPhotosOnTheSameHostIsSelectedAndShown() async throws {
        let browser = await makeBrowser()
        await press(browser, .character("2"))
        var rowsDown = 0
        while !screen(browser).contains("› ▣ Falcon 9"), rowsDown < 80 {
            await press(browser, .down)
            rowsDown += 1
        }
        XCTAssertTrue(screen(browser).contains("› ▣ Falcon 9"), "Falcon 9 reached in 80 presses: \(screen(browser))")
        await press(browser, .enter)
        let detail = try XCTUnwrap(browser.navigator.screen.base as? RocketDetailController)
        let photos = detail.focusOrder.filter { $0.url.host == "farm1.staticflickr.com" }
        XCTAssertGreaterThanOrEqual(photos.count, 2)

        for photo in photos.prefix(2) {
            var presses = 0
            while detail.focused != photo, presses < 200 {
                await press(browser, .down)
                presses += 1
            }
            let selected = screen(browser).split(separator: "\n").filter { $0.contains("› ") }
            XCTAssertEqual(selected.count, 1, screen(browser))
            XCTAssertTrue(selected.first?.contains("› \(photo.title)") == true, screen(browser))
            XCTAssertTrue(selected.first?.contains(photo.url.absoluteString) == true)
        }
    }

    func testLinksOpenOnlyAsWebAddressesAndOnlyWithADesktop() throws {
        XCTAssertFalse(LinkOpener.open(try XCTUnwrap(URL(string: "file:///etc/passwd"))), "never a file")
        XCTAssertFalse(LinkOpener.open(try XCTUnwrap(URL(string: "javascript:alert(1)"))))
        #if !os(macOS)
            XCTAssertNil(LinkOpener.opener(environment: ["PATH": "/usr/bin:/bin"]), "no desktop session, no opener")
            XCTAssertFalse(
                LinkOpener.open(try XCTUnwrap(URL(string: "https://www.spacex.com")), environment: ["PATH": "/usr/bin"])
            )
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let opener = directory.appendingPathComponent("xdg-open")
            FileManager.default.createFile(atPath: opener.path, contents: Data("#!/bin/sh\n".utf8))
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener.path)
            XCTAssertEqual(
                LinkOpener.opener(environment: ["DISPLAY": ":0", "PATH": "/nonexistent:\(directory.path)"])?.path,
                opener.path)
            XCTAssertNil(LinkOpener.opener(environment: ["DISPLAY": "", "PATH": directory.path]))
            XCTAssertEqual(
                LinkOpener.opener(environment: ["WAYLAND_DISPLAY": "wayland-0", "PATH": directory.path])?.path,
                opener.path)
        #endif
    }

    // MARK: - Keeping the place (issue 17, items 2 and 5)

    /// The launches whose mission starts on a line of the screen, top to bottom, as indices of `newest`: a line
    /// names a launch when its text before the first double space is the mission, or the start of a mission
    /// wrapped at a space; of several such launches, the first after the one above is taken.
    private func shownLaunches(_ browser: AppRouter) -> [Int] {
        var shown: [Int] = []
        for line in browser.navigator.render().map(\.plainText) {
            let text = String(line.dropFirst(2))
            let segment = String(text.split(separator: "  ", maxSplits: 1).first ?? "")
                .trimmingCharacters(in: .whitespaces)
            guard !segment.isEmpty else { continue }
            let candidates = newest.indices.filter {
                newest[$0].name == segment || (segment.count >= 8 && newest[$0].name.hasPrefix(segment + " "))
            }
            if let next = candidates.first(where: { $0 > (shown.last ?? -1) }) { shown.append(next) }
        }
        return shown
    }

    func testRefreshPastTheFirstPageKeepsTheSelectedLaunchSelectedAndOnScreen() async {
        let browser = await makeBrowser(size: TerminalSize(columns: 80, rows: 24))
        for _ in 0..<44 { await press(browser, .character("j")) }
        XCTAssertTrue(screen(browser).contains("› \(newest[44].name)"), screen(browser))

        await press(browser, .character("r"))

        let text = screen(browser)
        XCTAssertTrue(text.contains("› \(newest[44].name)"), "still selected and on screen:\n\(text)")
        XCTAssertTrue(text.contains("45 of \(newest.count)"), text)
        await press(browser, .character("j"))
        XCTAssertTrue(screen(browser).contains("› \(newest[45].name)"), "the next move goes on from there")
    }

    func testRefreshOnAFailedNextPageKeepsThePlace() async {
        let api = PageFailingAPI(base: BuiltInArchive.makeService())
        let browser = await makeBrowser(size: TerminalSize(columns: 80, rows: 24), api: api)
        api.failingPage.current = 3
        while !screen(browser).contains("Couldn't load more") && browser.launches.place.selection < 39 {
            await press(browser, .down)
        }
        XCTAssertTrue(screen(browser).contains("Couldn't load more") && screen(browser).contains("HTTP 500"))
        let selected = browser.launches.place.selection

        api.failingPage.current = nil
        await press(browser, .character("r"))

        XCTAssertTrue(screen(browser).contains("› \(newest[selected].name)"), screen(browser))
        XCTAssertFalse(screen(browser).contains("Couldn't load more"))
    }

    func testPageDownMovesByWhatIsVisibleWithOneRowOfOverlapInEveryLayout() async {
        for size in [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 44, rows: 20), self.size] {
            let browser = await makeBrowser(size: size)
            let first = shownLaunches(browser)
            await press(browser, .pageDown)
            let second = shownLaunches(browser)
            await press(browser, .pageDown)
            let third = shownLaunches(browser)

            XCTAssertGreaterThan(first.count, 1, "\(size)")
            XCTAssertEqual(second.first, first.last, "\(size): the last launch on screen is the first after PgDn")
            XCTAssertEqual(third.first, second.last, "\(size)")
            await press(browser, .pageUp)
            let back = shownLaunches(browser)
            XCTAssertTrue(back.contains(third.first ?? -1), "\(size): PgUp keeps one row too")
            XCTAssertLessThan(back.first ?? .max, third.first ?? -1, "\(size): PgUp shows the rows above")
        }
    }

    func testTheFirstScreenOfATallTerminalIsFilled() async {
        for size in [TerminalSize(columns: 120, rows: 40), TerminalSize(columns: 200, rows: 50)] {
            let browser = await makeBrowser(size: size)
            let lines = browser.navigator.render().map(\.plainText)
            let content = lines.prefix(lines.count - TabNavigator<AppRouter.Route>.chromeHeight)

            XCTAssertFalse(
                content.last?.trimmingCharacters(in: .whitespaces).isEmpty ?? true,
                "\(size): the list reaches the last line:\n\(lines.joined(separator: "\n"))")
            XCTAssertGreaterThan(shownLaunches(browser).count, 20, "\(size)")
        }
    }

    func testEndGoesToTheLastLaunchOfTheWholeList() async throws {
        let browser = await makeBrowser(size: TerminalSize(columns: 80, rows: 24))

        await press(browser, .character("G"))

        let oldest = try XCTUnwrap(newest.last)
        let text = screen(browser)
        XCTAssertTrue(text.contains("› \(oldest.name)"), text)
        XCTAssertTrue(text.contains("\(newest.count) of \(newest.count)"), text)
        XCTAssertTrue(text.contains("End of list"), text)
    }
}

/// The built-in archive, except that the launches page `failingPage` answers HTTP 500 while it is set.
private final class PageFailingAPI: APIService {
    let base: any APIService
    /// The page that fails, or nil.
    let failingPage = Locked<Int?>(nil)

    init(base: any APIService) {
        self.base = base
    }

    func query<Item: Decodable & Sendable>(
        _ query: CollectionQuery, as itemType: Item.Type, policy: CachePolicy
    ) async throws(RepositoryError) -> Fetched<Page<Item>> {
        if query.page == failingPage.current { throw .server(status: 500) }
        return try await base.query(query, as: itemType, policy: policy)
    }

    func item<Item: Decodable & Sendable>(
        _ lookup: ItemLookup, as itemType: Item.Type, policy: CachePolicy
    ) async throws(RepositoryError) -> Fetched<Item> {
        try await base.item(lookup, as: itemType, policy: policy)
    }
}
