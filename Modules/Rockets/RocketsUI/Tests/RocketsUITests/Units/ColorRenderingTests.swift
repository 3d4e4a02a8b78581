import RocketsCore
import RocketsMocks
import SharedPresentation
import TextSnapshotTesting
import XCTest

@testable import RocketsUI

/// Colour comes from the renderer only: ANSI output styles the badges, plain output has no escape at all.
final class ColorRenderingTests: XCTestCase {
    private var screen: RocketsListScreen {
        RocketsListScreen(
            state: .loaded(ScreenFixtures.rows(RocketSamples.sampleDataset), freshness: .live),
            frame: PagedListFrame(selection: 1, pagination: .endOfList, now: ScreenFixtures.now))
    }

    func testANSIOutputColoursTheBadges() {
        let lines = TextRenderer.ansi.render(screen, width: 80)
        XCTAssertTrue(lines.contains { $0.contains(";32m✓") }, "the active badge is green")
        XCTAssertTrue(lines.contains { $0.contains(";90m?") }, "the retired badge is grey")
        XCTAssertTrue(lines.contains { $0.contains("\u{1B}[0;1;7m› ") }, "the selected row is in inverse video")
    }

    func testPlainOutputHasNoEscapes() {
        assertPlainRendering(of: screen, shows: ["✓ Active", "? Inactive"])
    }

    func testDetailLinksAreHyperlinksOnlyInColour() {
        let detail = RocketDetailScreen(
            state: .loaded(RocketDetail(rocket: RocketSamples.falcon9), freshness: .live), focus: nil,
            now: ScreenFixtures.now, backTitle: "Rockets")
        assertLinkIsAHyperlinkOnlyInColour("https://en.wikipedia.org/wiki/Falcon_9", in: detail)
    }
}
