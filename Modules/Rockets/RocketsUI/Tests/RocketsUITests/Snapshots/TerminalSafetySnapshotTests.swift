import RocketsCore
import RocketsMocks
import SharedPresentation
import TextSnapshotTesting
import XCTest

@testable import RocketsUI

/// A rocket name and description carrying ESC sequences, an OSC 8 hyperlink, BEL, a C1 CSI and a right-to-left
/// override render inert: the goldens show the visible text only, and no line holds a control.
final class TerminalSafetySnapshotTests: XCTestCase {
    private let hostile = RocketEdgeCases.hostileDescription
    /// ESC, BEL, the 8-bit CSI and the right-to-left override.
    private let forbidden: [Unicode.Scalar] = ["\u{1B}", "\u{07}", "\u{9B}", "\u{202E}"]

    private var listScreen: RocketsListScreen {
        RocketsListScreen(
            state: .loaded(ScreenFixtures.rows([RocketSamples.falcon9, hostile]), freshness: .live),
            frame: PagedListFrame(selection: 1, pagination: .endOfList, now: ScreenFixtures.now))
    }

    private var detailScreen: RocketDetailScreen {
        RocketDetailScreen(
            state: .loaded(RocketDetail(rocket: hostile), freshness: .live), focus: nil, now: ScreenFixtures.now,
            backTitle: "Rockets")
    }

    func testHostileRocketInTheList() {
        for width in ScreenFixtures.widths {
            assertSnapshot(of: listScreen, width: width, named: "hostile-list-\(width)")
        }
    }

    func testHostileDescriptionInTheDetail() {
        for width in ScreenFixtures.widths {
            assertSnapshot(of: detailScreen, width: width, named: "hostile-detail-\(width)")
        }
    }

    func testNoRenderedPlainLineHoldsATerminalControl() {
        for width in ScreenFixtures.widths {
            let lines =
                ScreenFixtures.plainLines(listScreen, width: width)
                + ScreenFixtures.plainLines(detailScreen, width: width)
            XCTAssertTrue(lines.contains { $0.contains("Evil Red Rocket") }, "the visible name stays")
            XCTAssertTrue(lines.contains { $0.contains("Normal start.") }, "the visible description stays")
            for line in lines {
                let found = line.unicodeScalars.filter { forbidden.contains($0) }
                XCTAssertTrue(found.isEmpty, "control characters \(found) in \(line.debugDescription)")
            }
        }
    }

    func testColourOutputOnlyCarriesTheRenderersOwnSequences() {
        let text = TextRenderer.ansi.render(detailScreen, width: 80).joined(separator: "\n")
        XCTAssertFalse(text.contains("evil.example"), "the data's hyperlink target never reaches the output")
        XCTAssertFalse(text.contains("\u{1B}[31mThis"), "the data's own colour sequence is gone")
        XCTAssertFalse(text.contains("\u{1B}[2J"), "the data's clear-screen sequence is gone")
        XCTAssertFalse(text.unicodeScalars.contains("\u{07}"))
        XCTAssertFalse(text.unicodeScalars.contains("\u{202E}"))
    }
}
