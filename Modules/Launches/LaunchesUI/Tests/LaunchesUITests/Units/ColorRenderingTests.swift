import LaunchesCore
import LaunchesMocks
import LaunchesUI
import TextSnapshotTesting
import XCTest

@testable import SharedPresentation

/// Colour comes from the renderer only: ANSI output styles the badges, plain output has no escape at all.
final class ColorRenderingTests: XCTestCase {
    private var screen: LaunchesListScreen {
        LaunchesListScreen(
            state: .loaded(ScreenFixtures.rows([ScreenFixtures.crew1, ScreenFixtures.falconSat]), freshness: .live),
            filterSummary: nil, frame: PagedListFrame(selection: 0, pagination: .endOfList, now: ScreenFixtures.now))
    }

    func testANSIOutputColoursTheBadges() {
        let lines = TextRenderer.ansi.render(screen, width: 80)
        let crew1 = lines.first { $0.contains("Crew-1") } ?? ""
        let falconSat = lines.first { $0.contains("FalconSat") } ?? ""
        XCTAssertTrue(crew1.contains(";32m✓"), "the success glyph is green: \(crew1.debugDescription)")
        XCTAssertTrue(falconSat.contains(";31m✗"), "the failure glyph is red: \(falconSat.debugDescription)")
        XCTAssertTrue(crew1.contains("\u{1B}[0;1;7m› "), "the selected row is marked and drawn in inverse video")
    }

    func testPlainOutputHasNoEscapes() {
        assertPlainRendering(of: screen, shows: ["✓ Success", "✗ Failure"])
    }

    func testDetailLinksAreHyperlinksOnlyInColour() {
        let detail = LaunchDetailScreen(
            detail: ScreenFixtures.detail(ScreenFixtures.crew1), isLoading: false, error: nil, freshness: .live,
            focus: nil, now: ScreenFixtures.now, backTitle: "Launches")
        assertLinkIsAHyperlinkOnlyInColour("https://youtu.be/bnChQbxLkkI", in: detail)
    }
}
