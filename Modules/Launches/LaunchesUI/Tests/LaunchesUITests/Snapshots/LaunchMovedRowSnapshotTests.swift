import Foundation
import LaunchesCore
import LaunchesMocks
import LaunchesUI
import SharedPresentation
import TextSnapshotTesting
import XCTest

/// The launches list with the mark of a launch that moved since the last look, at 40, 80 and 120 columns (one
/// line in columns from 100), and in ASCII.
final class LaunchMovedRowSnapshotTests: XCTestCase {
    private var screen: LaunchesListScreen {
        var rows = ScreenFixtures.rows(Array(LaunchMocks.sampleNewestFirst.prefix(3)))
        rows[1].moved = true
        return LaunchesListScreen(
            state: .loaded(rows, freshness: .live), filterSummary: nil,
            frame: PagedListFrame(selection: nil, viewportHeight: nil, pagination: .idle, now: ScreenFixtures.now))
    }

    func testAMovedLaunchIsMarkedBeforeItsMission() {
        assertSnapshots(of: screen, named: "list-moved")
        assertSnapshots(of: screen, named: "list-moved-ascii", widths: [80], glyphs: .ascii)
    }
}
