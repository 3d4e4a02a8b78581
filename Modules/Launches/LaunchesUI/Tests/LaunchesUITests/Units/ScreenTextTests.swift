import Foundation
import LaunchesCore
import LaunchesMocks
import RepositoryDefinitions
import TextSnapshotTesting
import XCTest

@testable import LaunchesUI
@testable import SharedPresentation

/// The small pieces of wording the screens derive from their values.
final class ScreenTextTests: XCTestCase {
    func testTheTitleBarCountsInTheFeaturesNoun() {
        ScreenFixtures.list().assertTitleCounts(one: "launch", many: "launches")
    }

    func testTheListReportsItsLayoutForScrollingAndPaging() throws {
        let report = ListLayoutReport()
        let screen = LaunchesListScreen(
            state: .loaded(ScreenFixtures.rows(LaunchMocks.pageOne), freshness: .live), filterSummary: nil,
            frame: PagedListFrame(
                selection: 7, viewportHeight: 6, pagination: .idle, now: ScreenFixtures.now, report: report))
        _ = ScreenFixtures.plainLines(screen, width: 80)
        let layout = try XCTUnwrap(report.layout)
        XCTAssertEqual(layout.rowCount, 10)
        XCTAssertEqual(layout.lines.count, 6)
        XCTAssertTrue(layout.visibleRows.contains(7))
        XCTAssertTrue(layout.hasContentAbove)
    }

    func testSubtitleNamesTheFilter() {
        let empty = LoadState<[LaunchRow]>.loaded([], freshness: .live)
        XCTAssertEqual(ScreenFixtures.list().screen(empty, selection: nil).subtitle, "All launches")
        XCTAssertEqual(
            ScreenFixtures.list(filter: "from 2020-01-01 (UTC)").screen(empty, selection: nil).subtitle,
            "Filter: from 2020-01-01 (UTC)")
    }

    func testEveryPrecisionHasWords() {
        XCTAssertEqual(
            DatePrecision.known.map(\.precisionLabel),
            ["To the hour", "To the day", "To the month", "To the quarter", "To the half year", "To the year"])
        XCTAssertEqual(DatePrecision.unknown("fortnight").precisionLabel, "\"fortnight\" (not a known precision)")
        XCTAssertEqual(DatePrecision.unknown("").precisionLabel, "Not given")
        // A time known more finely than the hour (Launch Library's net_precision) says so; a coarser date does not.
        XCTAssertEqual(
            TimePrecision.allCases.map { DatePrecision.hour.precisionLabel(time: $0) },
            ["To the second", "To the minute", "To the hour"])
        XCTAssertEqual(DatePrecision.hour.precisionLabel(time: nil), "To the hour")
        XCTAssertEqual(DatePrecision.day.precisionLabel(time: .minute), "To the day")
    }

    func testEveryStatusHasABadgeWithItsLabel() {
        let statuses: [LaunchStatus] = [.success, .failure([]), .upcoming, .awaitingUpdate, .unknown]
        XCTAssertEqual(statuses.map(\.badgeStatus), [.success, .failure, .upcoming, .warning, .unknown])
        let lines = statuses.map { TextRenderer.plain.render($0.badge, width: 40).joined() }
        XCTAssertEqual(lines, ["✓ Success", "✗ Failure", "◷ Upcoming", "⚠ Awaiting update", "? Unknown"])
        XCTAssertNotNil(LaunchStatus.awaitingUpdate.explanation)
        XCTAssertNil(LaunchStatus.success.explanation)
    }

    func testRocketTypeIsCapitalised() {
        XCTAssertEqual(RocketCardView.typeText("rocket"), "Rocket")
        XCTAssertEqual(RocketCardView.typeText(nil), "Type not recorded")
        XCTAssertEqual(RocketCardView.typeText(""), "Type not recorded")
    }

    func testFilterFocusCoversBothDateFieldsInTabOrder() {
        XCTAssertEqual(LaunchFilterFocus(.start), .start)
        XCTAssertEqual(LaunchFilterFocus(.end), .end)
        XCTAssertEqual(LaunchFilterFocus.allCases.map(\.rawValue), Array(0...8))
        XCTAssertEqual(LaunchFilterFocus(LaunchCriteriaError.Kind.site), .site)
    }
}
