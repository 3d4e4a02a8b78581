import LaunchesCore
import LaunchesMocks
import LaunchesUI
import RepositoryDefinitions
import SharedPresentation
import TextSnapshotTesting
import XCTest

/// A mission name and details carrying ESC sequences, an OSC 8 hyperlink, BEL, a C1 CSI and a right-to-left
/// override render inert on every screen: the goldens show the visible text only, and no line holds a control.
final class TerminalSafetySnapshotTests: XCTestCase {
    private let hostile = LaunchEdgeCases.hostileName

    private var listScreen: LaunchesListScreen {
        LaunchesListScreen(
            state: .loaded(ScreenFixtures.rows([hostile, ScreenFixtures.crew1]), freshness: .live), filterSummary: nil,
            frame: PagedListFrame(selection: 0, pagination: .endOfList, now: ScreenFixtures.now))
    }

    private var detailScreen: LaunchDetailScreen {
        LaunchDetailScreen(
            detail: ScreenFixtures.detail(hostile), isLoading: false, error: nil, freshness: .live, focus: nil,
            now: ScreenFixtures.now, backTitle: "Launches")
    }

    func testHostileMissionNameShowsOnlyItsVisibleText() {
        assertSnapshots(of: listScreen, named: "hostile-list")
        assertSnapshots(of: detailScreen, named: "hostile-detail")
    }

    func testNoTerminalControlReachesTheOutput() {
        assertRendersInert([listScreen, detailScreen], keeping: ["Red link  gnp.exe"])
        // The data's hyperlink target and its own colour sequence.
        assertColourOutputDrops(["evil.example", "\u{1B}[31mRed"], in: listScreen)
    }
}
