import XCTest

@testable import SharedPresentation

final class CardTests: XCTestCase {
    func testRoundedBorderWithTitle() {
        let card = Card("Rocket") {
            Text("Falcon 9")
        }
        XCTAssertEqual(
            plain(card, width: 20), ["╭─ Rocket ─────────╮", "│ Falcon 9         │", "╰──────────────────╯"])
    }

    func testASCIIFallback() {
        let card = Card("Rocket") { Text("F9") }
        XCTAssertEqual(plain(card, width: 12, glyphs: .ascii), ["+- Rocket -+", "| F9       |", "+----------+"])
    }

    func testHighlightedCardHasAHeavyColouredBorder() {
        let card = Card("Rocket", isHighlighted: true) { Text("F9") }
        XCTAssertEqual(plain(card, width: 12), ["┏━ Rocket ━┓", "┃ F9       ┃", "┗━━━━━━━━━━┛"])
        XCTAssertEqual(plain(card, width: 12, glyphs: .ascii).first, "#= Rocket =#")
        XCTAssertEqual(style(of: "┏", in: styled(card, width: 12)), TextStyle(bold: true, foreground: .cyan))
    }

    func testLongTitlesAreCutAndNarrowCardsDropTheTitle() {
        let card = Card("A very long title indeed") { Text("x") }
        XCTAssertEqual(plain(card, width: 14).first, "╭─ A very… ──╮")
        XCTAssertEqual(plain(card, width: 6), ["╭────╮", "│ x  │", "╰────╯"])
    }

    func testUntitledCardAndContentWrapping() {
        let card = Card { Text("one two three") }
        XCTAssertEqual(plain(card, width: 11), ["╭─────────╮", "│ one two │", "│ three   │", "╰─────────╯"])
    }

    func testTooNarrowForABorderShowsTheContent() {
        XCTAssertEqual(plain(Card("T") { Text("ab") }, width: 4), ["ab"])
    }

    func testCardFillsTheWidthInAStack() {
        let row = HStack(spacing: 0) {
            Card { Text("a") }
        }
        XCTAssertEqual(row.render(width: 10).first?.width, 10)
    }
}
