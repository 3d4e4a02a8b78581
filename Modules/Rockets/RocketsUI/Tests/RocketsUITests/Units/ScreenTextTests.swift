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
            state: .loaded(rows, freshness: .live),
            frame: PagedListFrame(selection: selection, pagination: pagination, now: ScreenFixtures.now),
            totalCount: totalCount)
    }

    func testTheTitleBarCountsInTheFeaturesNoun() {
        let rows = ScreenFixtures.rows(RocketPages.pageOne)
        let title = { (screen: RocketsListScreen) in ScreenFixtures.plainLines(screen, width: 80)[0] }
        XCTAssertTrue(title(list(rows, pagination: .endOfList, selection: nil)).hasSuffix("4 rockets"))
        XCTAssertTrue(title(list(Array(rows.prefix(1)), pagination: .endOfList, selection: nil)).hasSuffix("1 rocket"))
        XCTAssertTrue(title(list(rows, pagination: .idle, selection: 1)).hasSuffix("2 of 4+"))
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
