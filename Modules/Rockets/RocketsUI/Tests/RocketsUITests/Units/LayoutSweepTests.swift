import Foundation
import RepositoryDefinitions
import RocketsCore
import RocketsMocks
import SharedPresentation
import TextSnapshotTesting
import XCTest

@testable import RocketsUI

/// Every screen at odd and extreme widths besides the recorded ones (``SnapshotWidths/odd``), in both glyph modes:
/// no line is ever wider than the terminal.
final class LayoutSweepTests: XCTestCase {
    private var screens: [any View] {
        let now = ScreenFixtures.now
        let rows = ScreenFixtures.rows(RocketPages.pageOne + RocketEdgeCases.all)
        var screens = ScreenFixtures.list.sweepScreens(of: rows)
        screens += [
            KeyHintBar(RocketsListController.hints), KeyHintBar(RocketDetailController.hints),
        ]
        for rocket in RocketPages.pageOne + RocketEdgeCases.all {
            let detail = RocketDetail(rocket: rocket)
            screens.append(
                RocketDetailScreen(
                    state: .loaded(detail, freshness: .live), focus: RocketDetailPresentation.links(for: detail).last,
                    now: now, backTitle: "Rockets"))
        }
        return screens
    }

    func testNoLineIsWiderThanTheTerminal() {
        assertEveryLineFits(screens)
    }

    /// The list's own keys; the detail's key bar is the scaffold's, tested in SharedPresentation.
    func testListKeyHintsMatchTheAppKeys() {
        RocketsListController.assertKeyBar(reads: "↑↓ move  ⏎ open  r refresh")
    }
}
