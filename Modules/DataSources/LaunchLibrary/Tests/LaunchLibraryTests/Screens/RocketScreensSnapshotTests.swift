import Foundation
import RepositoryDefinitions
import RocketsCore
import SharedPresentation
import TextSnapshotTesting
import XCTest

@testable import RocketsUI

/// The rockets screens over Launch Library's recorded vehicles (issue 20), at 40, 80 and 120 columns: the list
/// with success rates, and the detail with the flight record and "not given by Launch Library" where the source
/// has no figures (engines, stages, side boosters, landing legs).
final class RocketScreensSnapshotTests: XCTestCase {
    private let now = RecordedScreens.now

    private func assertWidths(_ view: some View, named name: String, file: StaticString = #filePath, line: UInt = #line)
    {
        for width in RecordedScreens.widths {
            assertSnapshot(of: view, width: width, named: "\(name)-\(width)", file: file, line: line)
        }
    }

    private func detail(_ id: String) throws -> RocketDetailScreen {
        let rocket = try XCTUnwrap(try RecordedScreens.rockets().first { $0.id == id })
        return RocketDetailScreen(
            state: .loaded(RocketDetail(rocket: rocket), freshness: .live), focus: nil, now: now,
            backTitle: "Rockets")
    }

    func testRocketsList() throws {
        let rows = try RecordedScreens.rockets().map(RocketRow.init(rocket:))
        let screen = RocketsListScreen(
            state: .loaded(rows, freshness: .live),
            frame: PagedListFrame(selection: 1, viewportHeight: 12, pagination: .idle, now: now),
            totalCount: rows.count)
        assertWidths(screen, named: "ll2-rockets")
    }

    /// Falcon 9 (configuration 164): every figure Launch Library gives, and the note where it gives none.
    func testFalcon9() throws {
        assertWidths(try detail("164"), named: "ll2-rocket-falcon-9")
    }

    /// Starship (configuration 522): no launch price and no picture in the recording, so those read "—".
    func testStarship() throws {
        assertWidths(try detail("522"), named: "ll2-rocket-starship")
    }
}
