import FakeLaunchLibrary
import Foundation
import LaunchLibrary
import LaunchesCore
import LaunchesUI
import RepositoryDefinitions
import RepositoryImplementations
import ScriptPrinting
import SharedPresentation
import TextSnapshotTesting
import XCTest

/// Issue 25, Upcoming and Past: the fake serving the 2026-05-23 upcoming snapshot at its own time
/// (2026-05-23T09:11:06Z), the client, the launches script and the list controller over it. Upcoming opens on
/// Starship Flight 12 (landed 10 hours earlier) then Starlink Group 10-47 with its countdown; Past starts with
/// Flight 12; `spacex next` is Starlink Group 10-47. Each view is one request.
@MainActor
final class UpcomingAndPastTests: XCTestCase {
    private var fake: FakeLaunchLibraryServer!
    private var client: LaunchLibraryClient!
    private let now = FakeLaunchLibraryConfiguration.snapshot20260523Time
    private let utc = TimeZone(identifier: "UTC")!

    override func setUp() async throws {
        fake = try FakeLaunchLibraryServer(configuration: .snapshot20260523())
        try fake.start()
        client = fake.client(at: now)
    }

    override func tearDown() async throws {
        fake.stop()
    }

    private var script: LaunchesScript {
        client.launchesScript(now: now, timeZone: utc)
    }

    private func text(_ answer: Result<ScriptAnswer, ScriptFailure>, width: Int = 120) throws -> String {
        guard case .success(let answer) = answer else { throw Unanswered(result: "\(answer)") }
        return TextRenderer.plain.render(answer.screen, width: width).joined(separator: "\n")
    }

    private func assertWidths(_ answer: Result<ScriptAnswer, ScriptFailure>, named name: String) throws {
        guard case .success(let answer) = answer else { return XCTFail("no answer: \(answer)") }
        for width in [40, 80, 120] {
            assertSnapshot(of: answer.screen, width: width, named: "\(name)-\(width)")
        }
    }

    private var launchQueries: [String] { fake.requests.map { $0.query ?? "" } }

    func testUpcomingOpensOnTheLastDayThenTheNextLaunchWithItsCountdownInOneRequest() async throws {
        let answer = await script.list(limit: 10, timeline: .upcoming)

        let screen = try text(answer)
        XCTAssertEqual(fake.requests.count, 1, "one request")
        let query = try XCTUnwrap(launchQueries.first)
        XCTAssertTrue(query.contains("ordering=net") && !query.contains("ordering=-net"), query)
        XCTAssertTrue(query.contains("net__gte=2026-05-22T09:00:00Z"), "from the hour 24 hours before now: \(query)")
        let flight12 = try XCTUnwrap(screen.range(of: "Flight 12"), screen)
        let starlink = try XCTUnwrap(screen.range(of: "Starlink Group 10-47"), screen)
        XCTAssertLessThan(flight12.lowerBound, starlink.lowerBound, "Flight 12 first:\n\(screen)")
        XCTAssertTrue(screen.contains("T-2d 02:30"), "the countdown in the row:\n\(screen)")
        XCTAssertTrue(screen.contains("Upcoming: "), "the header names the view:\n\(screen)")
        try assertWidths(answer, named: "ll2-upcoming-2026-05-23")
    }

    func testPastStartsWithStarshipFlight12MostRecentFirst() async throws {
        let screen = try text(await script.list(limit: 5, timeline: .past))

        XCTAssertEqual(fake.requests.count, 1)
        let query = try XCTUnwrap(launchQueries.first)
        XCTAssertTrue(query.contains("ordering=-net") && query.contains("net__lte=2026-05-23T09:11:00Z"), query)
        let lines = screen.split(separator: "\n").map(String.init)
        let first = try XCTUnwrap(lines.firstIndex { $0.contains("Success") || $0.contains("Flight") }, screen)
        XCTAssertTrue(lines[first].contains("Flight 12"), "Flight 12 first:\n\(screen)")
        XCTAssertTrue(screen.contains("Past: "), screen)
        XCTAssertFalse(screen.contains("T-"), "no countdown in the past:\n\(screen)")
    }

    func testNextIsStarlinkGroup1047WithItsCountdownStatusSiteAndWebcast() async throws {
        let answer = await script.next()

        let screen = try text(answer)
        XCTAssertEqual(fake.requests.count, 1)
        XCTAssertTrue(screen.contains("Starlink Group 10-47"), screen)
        XCTAssertFalse(screen.contains("Flight 12"), "a landed launch is not next:\n\(screen)")
        for part in ["T-2d 02:30", "Go", "25 May 2026, 11:41 UTC", "To the minute", "local", "Webcast"] {
            XCTAssertTrue(screen.contains(part), "\(part):\n\(screen)")
        }
        try assertWidths(answer, named: "ll2-next-2026-05-23")
    }

    func testTheBrowserListOpensOnUpcomingAndPSwitchesToPastAndBack() async throws {
        let client = client!
        let list = LaunchesListController(
            repository: client.launchesRepository(filter: .upcoming(now: now, timeZone: utc), pageSize: 100),
            now: { [now] in now })
        let environment = ScreenEnvironment(width: 120, height: 30)
        for work in list.load().work { await work() }
        XCTAssertEqual(list.viewModel.rows.first?.mission, "Flight 12", list.viewModel.rows.description)
        XCTAssertTrue(list.viewModel.rows.dropFirst().first?.date.contains("T-2d 02:30") == true)

        for work in list.handle(.character("p"), in: environment).work { await work() }
        XCTAssertEqual(list.viewModel.filter.timeline, .past)
        XCTAssertEqual(list.viewModel.rows.first?.mission, "Flight 12")
        XCTAssertTrue(list.render(in: environment).contains { $0.plainText.contains("Past: ") })

        for work in list.handle(.character("p"), in: environment).work { await work() }
        XCTAssertEqual(list.viewModel.filter.timeline, .upcoming)
        XCTAssertEqual(fake.requests.count, 2, "Upcoming and Past one request each; Upcoming again from the cache")
    }
}

/// A script command that answered with a failure.
private struct Unanswered: Error {
    let result: String
}
