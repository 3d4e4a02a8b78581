import Foundation
import LaunchesCore
import LaunchesMocks
import LaunchesUI
import RepositoryDefinitions
import XCTest

@testable import SharedPresentation

/// The launch detail's behaviour, owned by LaunchesUI: the rocket card has the focus first and sends "show
/// rocket"; ↓ reads through the content to the links, which send "open link".
@MainActor
final class LaunchDetailControllerTests: XCTestCase {
    /// An 80×24 terminal less the browser's chrome.
    private let environment = ScreenEnvironment(width: 80, height: 20, backTitle: "Launches")

    private func makeDetail(_ launch: Launch = ScreenFixtures.crew1) async -> LaunchDetailController {
        let repository = LaunchesRepositoryMocks.detail(listed: launch, full: launch)
        let detail = LaunchDetailController(
            LaunchDetailFeature(launchID: launch.id, repository: repository, now: { ScreenFixtures.now }))
        await detail.load().work.first?()
        return detail
    }

    func testTheRocketCardSendsShowRocket() async throws {
        let launch = ScreenFixtures.crew1
        let rocketID = try XCTUnwrap(launch.rocket?.id)
        let detail = await makeDetail(launch)

        XCTAssertEqual(detail.focused, .rocket(id: rocketID))
        let frame = detail.frame(in: environment)
        let card = try XCTUnwrap(frame.region(of: LaunchDetailAction.rocket(id: rocketID)))
        XCTAssertTrue(frame.lines[card.lowerBound].plainText.contains("View rocket"), "the card's hint line")
        XCTAssertEqual(detail.handle(.enter, in: environment).intents, [.showRocket(id: rocketID)])
        XCTAssertEqual(detail.title, launch.name)
    }

    func testArrowsReachTheWebcastWhichSendsOpenLink() async throws {
        let launch = ScreenFixtures.crew1
        let webcast = try XCTUnwrap(launch.links.webcast)
        let detail = await makeDetail(launch)

        var presses = 0
        while detail.focused != .link(title: "Webcast", url: webcast), presses < 100 {
            _ = detail.handle(.character("j"), in: environment)
            presses += 1
        }

        XCTAssertEqual(
            presses, 2, "the webcast starts within the next screen: ↓ passes the site card, then jumps to it")
        let shown = detail.render(in: environment).map(\.plainText)
        XCTAssertTrue(shown.contains { $0.contains("› Webcast") && $0.contains(webcast.absoluteString) }, "\(shown)")
        XCTAssertEqual(
            detail.handle(.character("o"), in: environment).intents, [.openLink(title: "Webcast", url: webcast)])
    }

    func testTheSiteCardFollowsTheRocketCardAndSendsShowLaunchSite() async throws {
        let launch = ScreenFixtures.crew1
        let siteID = try XCTUnwrap(launch.launchpad?.id)
        let detail = await makeDetail(launch)

        _ = detail.handle(.down, in: environment)

        XCTAssertEqual(detail.focused, .site(id: siteID))
        let shown = detail.render(in: environment).map(\.plainText)
        XCTAssertTrue(shown.contains { $0.contains("KSC LC 39A") && $0.contains("View site") }, "\(shown)")
        XCTAssertTrue(shown.contains { $0.hasPrefix("┏━ Launch site") }, "the focused card has a heavy border")
        XCTAssertEqual(detail.handle(.enter, in: environment).intents, [.showLaunchSite(id: siteID)])
    }

    func testScrollingTheCardOutOfViewTakesTheFocusAwayFromIt() async throws {
        let launch = ScreenFixtures.crew1
        let rocketID = try XCTUnwrap(launch.rocket?.id)
        let detail = await makeDetail(launch)
        XCTAssertEqual(detail.focused, .rocket(id: rocketID))

        _ = detail.handle(.pageDown, in: environment)

        XCTAssertNotEqual(detail.focused, .rocket(id: rocketID), "the card is out of view")
        let shown = detail.render(in: environment).map(\.plainText)
        let outcome = detail.handle(.character("o"), in: environment)
        if case .openLink(let title, _)? = outcome.intents.first {
            XCTAssertTrue(shown.contains { $0.contains("› \(title)") }, "only a marked link in view opens")
        } else if case .showLaunchSite? = outcome.intents.first {
            XCTAssertTrue(shown.contains { $0.contains("View site") }, "only a site card in view opens")
        } else {
            XCTAssertEqual(outcome.message, "Nothing to open here.")
        }
    }

    func testRenderingChangesNoState() async {
        let detail = await makeDetail()
        _ = detail.handle(.pageDown, in: environment)
        let place = detail.place

        XCTAssertEqual(detail.render(in: environment), detail.render(in: environment))
        XCTAssertEqual(detail.place, place)
    }

    func testKeyHintsComeFromTheKeyBindings() {
        let hints = LaunchDetailController.keyBindings.hints().map(\.label)
        XCTAssertEqual(hints, ["select", "open", "open link"])
    }

    func testAComingLaunchShowsItsCountdownWhichTicksWithTheClock() async throws {
        let clock = Locked(ScreenFixtures.now)
        let launch = Launch(
            id: "next", name: "Starship Flight 13", dateUtc: ScreenFixtures.now.addingTimeInterval(2 * 86_400 + 75),
            datePrecision: .hour, upcoming: true, reportedStatus: .go, timePrecision: .second)
        let detail = LaunchDetailController(
            LaunchDetailFeature(
                launchID: launch.id, repository: LaunchesRepositoryMocks.detail(listed: launch, full: launch),
                now: { clock.current }))
        await detail.load().work.first?()
        func shown() -> [String] { detail.render(in: environment).map(\.plainText) }

        XCTAssertTrue(shown().contains { $0.contains("T-2d 00:01:15") }, "\(shown())")
        XCTAssertEqual(detail.clockInterval, 1)
        clock.withLock { $0 = $0.addingTimeInterval(1) }
        XCTAssertTrue(shown().contains { $0.contains("T-2d 00:01:14") }, "\(shown())")
        // Through T-0 (issue 28): the time since, ticking, and what is known, until the outcome comes.
        clock.withLock { $0 = $0.addingTimeInterval(2 * 86_400 + 74) }
        XCTAssertTrue(shown().contains { $0.contains("T+00:00:00") }, "\(shown())")
        XCTAssertFalse(shown().contains { $0.contains("T-") }, "no T- once the launch time is reached")
        XCTAssertEqual(detail.clockInterval, 1, "it still ticks")
        clock.withLock { $0 = $0.addingTimeInterval(192) }
        XCTAssertTrue(shown().contains { $0.contains("T+00:03:12") }, "\(shown())")
        XCTAssertTrue(shown().contains { $0.contains("launched 3 min ago; awaiting the outcome") }, "\(shown())")
        // A day on with no outcome: awaiting an update, as r/SpaceX's stale launches are; nothing ticks.
        clock.withLock { $0 = $0.addingTimeInterval(86_400) }
        XCTAssertFalse(shown().contains { $0.contains("T+") }, "\(shown())")
        XCTAssertTrue(shown().contains { $0.contains("Awaiting update") }, "\(shown())")
        XCTAssertNil(detail.clockInterval)
    }

    func testAPastLaunchHasNoCountdownAndDoesNotTick() async {
        let detail = await makeDetail(ScreenFixtures.crew1)
        XCTAssertNil(detail.clockInterval)
        XCTAssertFalse(detail.render(in: environment).contains { $0.plainText.contains("T-") })
    }
}
