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
    /// ESC, BEL, the 8-bit CSI and the right-to-left override.
    private let forbidden: [Unicode.Scalar] = ["\u{1B}", "\u{07}", "\u{9B}", "\u{202E}"]

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

    func testHostileMissionNameInTheList() {
        for width in ScreenFixtures.widths {
            assertSnapshot(of: listScreen, width: width, named: "hostile-list-\(width)")
        }
    }

    func testHostileMissionNameInTheDetail() {
        for width in ScreenFixtures.widths {
            assertSnapshot(of: detailScreen, width: width, named: "hostile-detail-\(width)")
        }
    }

    func testNoRenderedPlainLineHoldsATerminalControl() {
        for width in ScreenFixtures.widths {
            let lines =
                ScreenFixtures.plainLines(listScreen, width: width)
                + ScreenFixtures.plainLines(detailScreen, width: width)
            XCTAssertTrue(
                lines.contains { $0.contains("Red link  gnp.exe") }, "the visible text stays, the sequences go")
            for line in lines {
                let found = line.unicodeScalars.filter { forbidden.contains($0) }
                XCTAssertTrue(found.isEmpty, "control characters \(found) in \(line.debugDescription)")
            }
        }
    }

    func testColourOutputOnlyCarriesTheRenderersOwnSequences() {
        let lines = TextRenderer.ansi.render(listScreen, width: 80)
        let text = lines.joined(separator: "\n")
        XCTAssertFalse(text.contains("evil.example"), "the data's hyperlink target never reaches the output")
        XCTAssertFalse(text.contains("\u{1B}[31mRed"), "the data's own colour sequence is gone")
        XCTAssertFalse(text.unicodeScalars.contains("\u{07}"))
        XCTAssertFalse(text.unicodeScalars.contains("\u{202E}"))
    }
}
