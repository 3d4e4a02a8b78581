import LaunchesCore
import LaunchesMocks
import LaunchesUI
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
        let lines = TextRenderer.plain.render(screen, width: 80)
        XCTAssertTrue(lines.contains { $0.contains("✓ Success") })
        XCTAssertTrue(lines.contains { $0.contains("✗ Failure") })
        XCTAssertFalse(lines.contains { $0.unicodeScalars.contains("\u{1B}") })
    }

    func testDetailLinksAreHyperlinksOnlyInColour() {
        let detail = LaunchDetailScreen(
            detail: ScreenFixtures.detail(ScreenFixtures.crew1), isLoading: false, error: nil, freshness: .live,
            focus: nil, now: ScreenFixtures.now, backTitle: "Launches")
        let ansi = TextRenderer.ansi.render(detail, width: 80).joined(separator: "\n")
        XCTAssertTrue(ansi.contains("\u{1B}]8;;https://youtu.be/bnChQbxLkkI\u{1B}\\"))
        let plain = TextRenderer.plain.render(detail, width: 80).joined(separator: "\n")
        XCTAssertFalse(plain.contains("\u{1B}]8;;"))
        XCTAssertTrue(plain.contains("https://youtu.be/bnChQbxLkkI"))
    }
}
