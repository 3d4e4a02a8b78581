import TextSnapshotTesting
import XCTest

@testable import SharedPresentation

/// The helpers every feature's screen tests share: goldens at several widths, the layout sweep, terminal safety.
final class ScreenSweepTests: XCTestCase {
    private let view = VStack {
        Text("Falcon 9").bold()
        Badge(.success)
    }

    func testOneGoldenPerWidthNamedWithTheWidth() {
        assertSnapshots(of: view, named: "view", widths: [20, 30])
    }

    func testTheRecordedWidthsAreTheThreeEveryFeatureUses() {
        XCTAssertEqual(SnapshotWidths.recorded, [40, 80, 120])
        XCTAssertTrue(SnapshotWidths.odd.allSatisfy { !SnapshotWidths.recorded.contains($0) })
    }

    func testEveryLineFitsAtEveryOddWidth() {
        assertEveryLineFits([view, Text(String(repeating: "wrapped words ", count: 20))])
    }

    func testHostileTextRendersInertAndKeepsItsVisibleText() {
        let hostile = Text("\u{1B}[31mRed\u{1B}[0m \u{07}bell \u{9B}2J \u{202E}gnp.exe")
        assertRendersInert([hostile, view], keeping: ["Red", "bell", "Falcon 9"])
        assertColourOutputDrops(["\u{1B}[31mRed", "\u{1B}[2J"], in: hostile)
    }

    func testPlainRenderingShowsTheTextsAndALinkIsAHyperlinkOnlyInColour() {
        assertPlainRendering(of: view, shows: ["Falcon 9", "✓ Success"])
        let link = Link("Wikipedia", destination: "https://en.wikipedia.org/wiki/Falcon_9")
        assertLinkIsAHyperlinkOnlyInColour("https://en.wikipedia.org/wiki/Falcon_9", in: link)
    }
}
