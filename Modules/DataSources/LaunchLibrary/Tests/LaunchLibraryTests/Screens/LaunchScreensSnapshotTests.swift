import Foundation
import LaunchesCore
import LaunchesUI
import RepositoryDefinitions
import SharedPresentation
import TextSnapshotTesting
import XCTest

/// The launches screens over Launch Library's recorded answers (issue 20), at 40, 80 and 120 columns: the list
/// newest first and one month of it, and the detail of a launch with its booster and landing, of Starship
/// Flight 12's outcome, and of two upcoming launches with their live status (Go to the minute, TBD to the month).
/// All at the fixed moment ``RecordedScreens/now``, so a countdown added to the detail shows as a golden change.
final class LaunchScreensSnapshotTests: XCTestCase {
    private let now = RecordedScreens.now

    private func assertWidths(_ view: some View, named name: String, file: StaticString = #filePath, line: UInt = #line)
    {
        for width in RecordedScreens.widths {
            assertSnapshot(of: view, width: width, named: "\(name)-\(width)", file: file, line: line)
        }
    }

    private func list(_ launches: [Launch], filterSummary: String?) -> LaunchesListScreen {
        LaunchesListScreen(
            state: .loaded(launches.map(RecordedScreens.presenter.row(for:)), freshness: .live),
            filterSummary: filterSummary,
            frame: PagedListFrame(selection: 1, viewportHeight: 12, pagination: .idle, now: now),
            totalCount: launches.count)
    }

    private func detail(_ name: String) throws -> LaunchDetailScreen {
        let detail = RecordedScreens.presenter.detail(for: try RecordedScreens.launch(named: name), isComplete: true)
        return LaunchDetailScreen(
            detail: detail, isLoading: false, error: nil, freshness: .live, focus: nil, now: now,
            backTitle: "Launches")
    }

    /// The first page of every launch, newest first: the far-off ones Launch Library knows only to the year or
    /// quarter lead, as `NET` dates.
    func testFirstPageNewestFirst() throws {
        assertWidths(list(Array(try RecordedScreens.launches().prefix(10)), filterSummary: nil), named: "ll2-list")
    }

    /// `--from 2026-05-01 --to 2026-05-31`: that month's launches, Starship Flight 12 among them.
    func testMay2026() throws {
        let filter = try LaunchFilter(start: "2026-05-01", end: "2026-05-31", timeZone: RecordedScreens.utc)
        let lower = try XCTUnwrap(filter.lowerBound)
        let upper = try XCTUnwrap(filter.upperBound)
        let month = try RecordedScreens.launches().filter { launch in
            launch.dateUtc.map { $0 >= lower && $0 <= upper } ?? false
        }
        assertWidths(list(month, filterSummary: filter.criteriaSummary), named: "ll2-list-may-2026")
    }

    /// A Falcon 9 flight with its booster (serial, flight, landing and turnaround) and the Dragon mission.
    func testFalcon9WithBoosterAndLanding() throws {
        assertWidths(try detail("Falcon 9 Block 5 | Dragon CRS-2 SpX-34"), named: "ll2-detail-crs-34")
    }

    /// Starship Flight 12's last record: Success, its booster and the landing not attempted on a tower.
    func testStarshipFlight12Outcome() throws {
        assertWidths(try detail("Starship | Flight 12"), named: "ll2-detail-starship-flight-12")
    }

    /// Crew-13, Go for launch to the minute, three weeks after ``RecordedScreens/now``.
    func testUpcomingGo() throws {
        assertWidths(try detail("Falcon 9 Block 5 | Crew-13"), named: "ll2-detail-upcoming-go")
    }

    /// Blue Ghost Mission 2, To Be Determined and known only to the month.
    func testUpcomingTBD() throws {
        assertWidths(
            try detail("Falcon 9 Block 5 | Blue Ghost Lunar Lander Mission 2"), named: "ll2-detail-upcoming-tbd")
    }
}
