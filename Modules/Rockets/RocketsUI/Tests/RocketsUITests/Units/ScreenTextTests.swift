import Foundation
import RepositoryDefinitions
import RocketsCore
import RocketsMocks
import SharedPresentation
import TextSnapshotTesting
import XCTest

@testable import RocketsUI

/// The small pieces of wording the screens derive from their values.
final class ScreenTextTests: XCTestCase {
    func testTheTitleBarCountsInTheFeaturesNoun() {
        ScreenFixtures.list.assertTitleCounts(one: "rocket", many: "rockets")
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
