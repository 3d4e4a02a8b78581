import Foundation
import RepositoryDefinitions
import RocketsCore
import RocketsMocks
import SharedPresentation
import XCTest

@testable import RocketsUI

/// The small pieces of wording the screens derive from their values.
final class ScreenTextTests: XCTestCase {
    private func list(_ rows: [RocketRow], pagination: PaginationStatus, selection: Int?, totalCount: Int? = nil)
        -> RocketsListScreen
    {
        RocketsListScreen(
            state: .loaded(rows, freshness: .live), pagination: pagination, selection: selection, viewportHeight: nil,
            scrollOffset: 0, now: ScreenFixtures.now, totalCount: totalCount)
    }

    func testAccessoryCountsRowsAndSaysWhenMoreExist() {
        let rows = ScreenFixtures.rows(RocketPages.pageOne)
        XCTAssertEqual(list(rows, pagination: .idle, selection: 1).accessory, "2 of 4+")
        XCTAssertEqual(list(rows, pagination: .endOfList, selection: nil).accessory, "4 rockets")
        XCTAssertEqual(list(rows, pagination: .idle, selection: 0, totalCount: 8).accessory, "1 of 8")
        XCTAssertEqual(list(Array(rows.prefix(1)), pagination: .endOfList, selection: nil).accessory, "1 rocket")
        XCTAssertNil(list([], pagination: .endOfList, selection: 0).accessory)
    }

    func testActivityBadgesAlwaysCarryALabel() {
        let labels = [true, false, nil].map {
            TextRenderer.plain.render(RocketActivityBadge.badge(isActive: $0), width: 40).joined()
        }
        XCTAssertEqual(labels, ["✓ Active", "? Inactive", "? Status unknown"])
    }

    func testEngineSectionFollowsTheOverview() {
        let content = RocketDetailContent(detail: RocketDetail(rocket: RocketSamples.falcon9), focus: nil)
        let lines = ScreenFixtures.plainLines(content, width: 80)
        let headers = lines.filter { $0.hasSuffix("──") && $0.first?.isLetter == true }.compactMap {
            $0.components(separatedBy: " ─").first
        }
        XCTAssertEqual(
            headers,
            ["About", "Overview", "Engines", "Structure", "First stage", "Second stage", "Payload capacity", "Links"])
    }
}
