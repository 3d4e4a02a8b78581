import Foundation
import LaunchesCore
import LaunchesMocks
import SharedPresentation
import XCTest

@testable import LaunchesUI

/// Issue 25: a launch whose webcast is live now says so in its list row and at the top of its detail, with the
/// stream's address; a launch that is not live shows neither.
@MainActor
final class LiveWebcastScreenTests: XCTestCase {
    private func launch(live: Bool) throws -> Launch {
        var launch = try XCTUnwrap(LaunchMocks.sampleDataset.first { $0.name == "Crew-1" })
        launch.links.webcastIsLive = live
        return launch
    }

    func testTheDetailMarksALiveWebcastWithItsStreamAboveTheDate() async throws {
        let lines = ScreenFixtures.plainLines(
            LaunchDetailScreen(
                detail: ScreenFixtures.detail(try launch(live: true)), isLoading: false, error: nil, freshness: .live,
                focus: nil, now: ScreenFixtures.now, backTitle: "Launches"))
        let mark = try XCTUnwrap(
            lines.firstIndex { $0.hasPrefix("Webcast      ● Live") }, lines.joined(separator: "\n"))
        XCTAssertEqual(lines[mark + 1].trimmingCharacters(in: .whitespaces), "https://youtu.be/bnChQbxLkkI")
        XCTAssertTrue(lines[mark + 2].hasPrefix("Date"), "above the date:\n\(lines.joined(separator: "\n"))")

        let quiet = ScreenFixtures.plainLines(
            LaunchDetailScreen(
                detail: ScreenFixtures.detail(try launch(live: false)), isLoading: false, error: nil, freshness: .live,
                focus: nil, now: ScreenFixtures.now, backTitle: "Launches"))
        XCTAssertFalse(quiet.contains { $0.contains("● Live") })
    }

    func testTheRowMarksALiveWebcast() async throws {
        let presenter = LaunchPresenter(timeZone: ScreenFixtures.utc, now: ScreenFixtures.now)
        let live = ScreenFixtures.plainLines(LaunchRowView(row: presenter.row(for: try launch(live: true))))
        XCTAssertTrue(live.joined().contains("● Live"), live.joined(separator: "\n"))
        let quiet = ScreenFixtures.plainLines(LaunchRowView(row: presenter.row(for: try launch(live: false))))
        XCTAssertFalse(quiet.joined().contains("Live"))
    }
}
