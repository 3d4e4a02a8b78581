import Foundation
import LaunchesCore
import LaunchesMocks
import LaunchesUI
import RepositoryDefinitions
import SharedPresentation
import TextSnapshotTesting
import XCTest

/// Launch rows at 40, 80, 120 and 200 columns: two lines below 106 columns, one line in aligned columns
/// (mission, date, site, rocket, status) from 106 on (115 on Upcoming, whose date column holds a countdown).
final class WideRowsSnapshotTests: XCTestCase {
    private let rows = ScreenFixtures.rows(LaunchMocks.pageOne + [ScreenFixtures.crew1, ScreenFixtures.falconSat])

    private func screen(selection: Int?) -> LaunchesListScreen {
        LaunchesListScreen(
            state: .loaded(rows, freshness: .live), filterSummary: nil,
            frame: PagedListFrame(selection: selection, pagination: .endOfList, now: ScreenFixtures.now),
            totalCount: rows.count)
    }

    func testRowsAtEveryWidth() {
        for width in [40, 80, 120, 200] {
            assertSnapshot(of: screen(selection: 1), width: width, named: "wide-rows-\(width)")
        }
    }

    func testScriptModeAt120() {
        assertSnapshot(of: screen(selection: nil), width: 120, named: "wide-rows-script-120")
    }

    /// One line once every column but the mission has its whole budget (106 columns: mission 26, date 25, site
    /// 15, rocket 12, status 18, four gaps of 2 and the list's marker); narrower, two lines that cut nothing.
    func testOneLineRowsStartWhereEveryColumnHasItsBudget() throws {
        let narrow = TextRenderer.plain.render(screen(selection: nil), width: 105)
        let wide = TextRenderer.plain.render(screen(selection: nil), width: 106)
        XCTAssertEqual(narrow.count, 3 + 2 * rows.count + 1, "title, rows of two lines, footer")
        XCTAssertEqual(wide.count, 3 + rows.count + 1, "title, rows of one line, footer")
        let crew1 = try XCTUnwrap(wide.first { $0.contains("Crew-1") })
        XCTAssertTrue(crew1.contains("16 Nov 2020, 00:27 UTC"), crew1)
        XCTAssertTrue(crew1.contains("KSC LC 39A"), crew1)
        XCTAssertTrue(crew1.contains("Falcon 9"), crew1)
        XCTAssertTrue(crew1.hasSuffix("✓ Success"), crew1)
    }

    /// A 300-character mission name wraps and is cut, never the status: its badge keeps its whole label.
    func testAVeryLongNameNeverCutsTheStatus() {
        var launch = ScreenFixtures.crew1
        launch.name = String(repeating: "Long mission name ", count: 8) + String(repeating: "x", count: 156)
        let long = ScreenFixtures.rows([launch])
        XCTAssertEqual(long.count, 1)
        for width in [40, 80, 99] {
            let lines = TextRenderer.plain.render(
                LaunchesListScreen(
                    state: .loaded(long, freshness: .live), filterSummary: nil,
                    frame: PagedListFrame(selection: nil, pagination: .endOfList, now: ScreenFixtures.now),
                    totalCount: 1),
                width: width)
            XCTAssertTrue(
                lines.contains { $0.hasSuffix(long[0].status.label) }, "at \(width): \(lines.joined(separator: "\n"))")
        }
    }

    /// Dates of different lengths, yet every site and rocket starts in the same column: the widths are the
    /// list's, not each row's.
    func testEveryRowSharesTheListsColumns() {
        for width in [106, 120, 200] {
            let lines = TextRenderer.plain.render(screen(selection: nil), width: width)
            var siteColumns = Set<Int>()
            var rocketColumns = Set<Int>()
            for row in rows {
                guard let line = lines.first(where: { $0.contains(row.date) && $0.contains(row.mission.prefix(6)) }),
                    let site = line.range(of: "  " + row.site + " "),
                    let rocket = line.range(of: "  " + row.rocket + " ")
                else { return XCTFail("no one-line row for \(row.mission) at \(width)") }
                siteColumns.insert(line.distance(from: line.startIndex, to: site.lowerBound))
                rocketColumns.insert(line.distance(from: line.startIndex, to: rocket.lowerBound))
            }
            XCTAssertEqual(siteColumns.count, 1, "sites at \(width): \(siteColumns)")
            XCTAssertEqual(rocketColumns.count, 1, "rockets at \(width): \(rocketColumns)")
        }
    }

    /// The columns never follow the rows loaded so far: page 1's rows are drawn the same before and after
    /// page 2 arrives, even when page 2 brings a much longer mission, date or site (issue 28, item 9).
    func testColumnsStayPutWhenTheNextPageArrives() {
        var long = ScreenFixtures.crew1
        long.name = "A mission name of forty-eight characters, or so"
        let pageOne = ScreenFixtures.rows(LaunchMocks.pageOne)
        let bothPages = ScreenFixtures.rows(LaunchMocks.pageOne + LaunchMocks.pageTwo + [long])
        func lines(_ rows: [LaunchRow]) -> [String] {
            TextRenderer.plain.render(
                LaunchesListScreen(
                    state: .loaded(rows, freshness: .live), filterSummary: nil,
                    frame: PagedListFrame(selection: nil, pagination: .endOfList, now: ScreenFixtures.now),
                    totalCount: rows.count),
                width: 120)
        }
        let before = lines(pageOne)
        let after = lines(bothPages)
        XCTAssertGreaterThan(before.count, pageOne.count)
        // The title line counts the rows; the rows themselves start on the fourth line.
        XCTAssertEqual(Array(before[3..<(3 + pageOne.count)]), Array(after[3..<(3 + pageOne.count)]))
    }

    /// Upcoming's one-line rows show each countdown whole (issue 25's `T-2d 02:30`, which the fixed 25-cell date
    /// column cut): one line from 115 columns, the date column fits a minute-precision NET and its countdown
    /// whole, and a longer date is cut before its countdown is.
    func testUpcomingRowsShowTheirCountdownWhole() {
        func row(_ id: String, _ date: String, _ countdown: String) -> LaunchRow {
            LaunchRow(
                id: id, mission: "Starlink Group 17-\(id)", site: "SLC-4E", date: "\(date) · \(countdown)",
                status: .upcoming, flightNumber: nil, rocket: "Falcon 9", countdown: countdown)
        }
        let rows = [
            row("44", "NET 10 Jun 2026, 14:00 UTC", "T-18d 04:49"),
            row("45", "NET 10 Jun 2026, about 14:00 UTC", "T-18d 04h"),
        ]
        for width in [115, 120, 200] {
            let lines = TextRenderer.plain.render(
                LaunchesListScreen(
                    state: .loaded(rows, freshness: .live), filterSummary: nil,
                    frame: PagedListFrame(selection: nil, pagination: .endOfList, now: ScreenFixtures.now),
                    totalCount: rows.count, timeline: .upcoming),
                width: width)
            let shown = lines.joined(separator: "\n")
            XCTAssertEqual(lines.count, 3 + rows.count + 1, "\(width): title, rows of one line, footer:\n\(shown)")
            XCTAssertTrue(shown.contains("NET 10 Jun 2026, 14:00 UTC · T-18d 04:49"), "\(width):\n\(shown)")
            XCTAssertTrue(shown.contains("· T-18d 04h"), "\(width): the countdown after a cut date:\n\(shown)")
            XCTAssertTrue(shown.contains("Starlink Group 17-44"), "\(width): the mission keeps 20 cells:\n\(shown)")
        }
    }
}
