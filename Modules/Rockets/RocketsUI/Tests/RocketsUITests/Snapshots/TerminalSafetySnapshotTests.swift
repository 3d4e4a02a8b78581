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

    func testHostileRocketShowsOnlyItsVisibleText() {
        assertSnapshots(of: listScreen, named: "hostile-list")
        assertSnapshots(of: detailScreen, named: "hostile-detail")
    }

    func testNoTerminalControlReachesTheOutputAndTheVisibleNameAndDescriptionStay() {
        assertRendersInert([listScreen, detailScreen], keeping: ["Evil Red Rocket", "Normal start."])
        // The data's hyperlink target, its own colour sequence and its clear-screen sequence.
        assertColourOutputDrops(["evil.example", "\u{1B}[31mThis", "\u{1B}[2J"], in: detailScreen)
    }
}
