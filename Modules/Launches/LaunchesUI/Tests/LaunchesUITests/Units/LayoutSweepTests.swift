import Foundation
import LaunchesCore
import LaunchesMocks
import LaunchesUI
import RepositoryDefinitions
import SharedPresentation
import TextSnapshotTesting
import XCTest

/// Every screen at odd and extreme widths besides the recorded ones (``SnapshotWidths/odd``), in both glyph modes:
/// no line is ever wider than the terminal.
final class LayoutSweepTests: XCTestCase {
    private var screens: [any View] {
        let now = ScreenFixtures.now
        let launches = LaunchMocks.pageOne + LaunchEdgeCases.all
        let rows = ScreenFixtures.rows(launches)
        // The list with a filter named and without one.
        var screens = ScreenFixtures.list(filter: "all dates").sweepScreens(of: rows)
        screens += ScreenFixtures.list().sweepScreens(of: rows)
        screens += [
            LaunchFilterScreen(
                startText: "2020-01-01", endText: String(repeating: "9", count: 80), usesUTC: false,
                sortOrder: .newestFirst, searchText: "crew", focus: .end, errorMessage: "A long error message",
                timeZoneName: "America/Argentina/ComodRivadavia"),
            KeyHintBar(LaunchesListController.hints), KeyHintBar(LaunchDetailController.hints),
        ]
        for launch in launches {
            let detail = ScreenFixtures.detail(launch)
            screens.append(
                LaunchDetailScreen(
                    detail: detail, isLoading: true, error: .timeout, freshness: .builtInArchive,
                    focus: LaunchDetailScreen.actions(for: detail).last, now: now, backTitle: "Launches"))
        }
        return screens
    }

    func testNoLineIsWiderThanTheTerminal() {
        assertEveryLineFits(screens)
    }

    /// The list's own keys; the detail's key bar is the scaffold's, tested in SharedPresentation.
    func testListKeyHintsMatchTheAppKeys() {
        LaunchesListController.assertKeyBar(reads: "↑↓ move  ⏎ open  f filter  x clear  p past/upcoming  r refresh")
    }
}
