import EndToEndSupport
import XCTest

/// The cell screen follows xterm's pending wrap: a character written to the last column leaves the cursor there
/// with a wrap pending, which the next character carries out and everything else that moves or erases ends.
/// Each case is checked on a 10 × 2 screen.
final class CellScreenEmulatorTests: XCTestCase {
    private func screen(_ bytes: String, columns: Int = 10, rows: Int = 2) -> CellScreenEmulator {
        CellScreenEmulator(bytes: Array(bytes.utf8), columns: columns, rows: rows)
    }

    func testWritingTheLastColumnLeavesTheCursorThereWithAWrapPending() {
        let written = screen("abcdefghij")
        XCTAssertEqual(written.text, "abcdefghij\n          ")
        XCTAssertEqual([written.row, written.column], [0, 9])
        XCTAssertTrue(written.wrapPending)
        XCTAssertFalse(screen("abcdefghi").wrapPending, "a shorter line leaves the cursor after its text")
    }

    func testTheNextCharacterWrapsToTheNextLine() {
        let written = screen("abcdefghijk")
        XCTAssertEqual(written.text, "abcdefghij\nk         ")
        XCTAssertEqual([written.row, written.column], [1, 1])
        XCTAssertFalse(written.wrapPending)
    }

    func testAWrapOnTheBottomLineScrollsButTheBottomRightCornerAloneDoesNot() {
        XCTAssertEqual(screen("\u{1B}[2;1Habcdefghij").text, "          \nabcdefghij", "no scroll yet")
        XCTAssertEqual(screen("\u{1B}[2;1Habcdefghijk").text, "abcdefghij\nk         ")
    }

    func testEraseInLineErasesTheLastColumnAndEndsThePendingWrap() {
        let erased = screen("abcdefghij\u{1B}[K")
        XCTAssertEqual(erased.text, "abcdefghi \n          ", "the last character is erased")
        XCTAssertFalse(erased.wrapPending)
        XCTAssertEqual(screen("abcdefghij\u{1B}[Kx").text, "abcdefghix\n          ", "x lands on the last column")
        XCTAssertEqual(screen("abcdefghij\u{1B}[1K").text, "          \n          ")
        XCTAssertEqual(screen("abcdefghij\u{1B}[2Kx").text, "         x\n          ")
    }

    func testEraseCharactersErasesTheLastColumnAndEndsThePendingWrap() {
        let erased = screen("abcdefghij\u{1B}[X")
        XCTAssertEqual(erased.text, "abcdefghi \n          ")
        XCTAssertFalse(erased.wrapPending)
        XCTAssertEqual(screen("abcdefghij\u{1B}[3Xx").text, "abcdefghix\n          ")
    }

    func testEraseInDisplayEndsThePendingWrap() {
        XCTAssertEqual(screen("abcdefghij\u{1B}[Jx").text, "abcdefghix\n          ")
        XCTAssertEqual(screen("abcdefghij\u{1B}[2Jx").text, "         x\n          ")
    }

    func testCarriageReturnGoesToTheFirstColumnOfTheSameLine() {
        let returned = screen("abcdefghij\rX")
        XCTAssertEqual(returned.text, "Xbcdefghij\n          ")
        XCTAssertEqual([returned.row, returned.column], [0, 1])
    }

    func testLineFeedGoesDownInTheLastColumnWithoutWrapping() {
        let fed = screen("abcdefghij\nx")
        XCTAssertEqual(fed.text, "abcdefghij\n         x")
        XCTAssertTrue(fed.wrapPending, "x itself was written to the last column")
        XCTAssertEqual(screen("abcdefghij\r\nx").text, "abcdefghij\nx         ", "CR LF: one line, not two")
    }

    func testBackspaceMovesLeftFromTheLastColumn() {
        XCTAssertEqual(screen("abcdefghij\u{08}x").text, "abcdefghxj\n          ")
    }

    func testCursorMovesEndThePendingWrap() {
        let cases: [(String, String)] = [
            ("\u{1B}[1;10H", "abcdefghix\n          "),  // CUP
            ("\u{1B}[1;10f", "abcdefghix\n          "),  // HVP
            ("\u{1B}[10G", "abcdefghix\n          "),  // CHA
            ("\u{1B}[C", "abcdefghix\n          "),  // CUF stops at the last column
            ("\u{1B}[D", "abcdefghxj\n          "),  // CUB
            ("\u{1B}[B", "abcdefghij\n         x"),  // CUD
            ("\u{1B}[2d", "abcdefghij\n         x"),  // VPA
            ("\u{1B}[E", "abcdefghij\nx         "),  // CNL
        ]
        for (move, expected) in cases {
            let moved = screen("abcdefghij" + move + "x")
            XCTAssertEqual(moved.text, expected, "after \(move.debugDescription)")
        }
        XCTAssertEqual(screen("\u{1B}[2;1Habcdefghij\u{1B}[Ax").text, "         x\nabcdefghij", "CUU")
        XCTAssertEqual(screen("\u{1B}[2;1Habcdefghij\u{1B}[Fx").text, "x         \nabcdefghij", "CPL")
        XCTAssertFalse(screen("abcdefghij\u{1B}[1;10H").wrapPending, "a move to the same cell ends it too")
    }

    func testSaveAndRestoreCursorKeepThePendingWrap() {
        let restored = screen("abcdefghij\u{1B}7\u{1B}[2;1H\u{1B}8")
        XCTAssertEqual([restored.row, restored.column], [0, 9])
        XCTAssertTrue(restored.wrapPending)
        XCTAssertEqual(screen("abcdefghij\u{1B}7\u{1B}[2;1H\u{1B}8x").text, "abcdefghij\nx         ")
    }

    func testColourChangesKeepThePendingWrap() {
        XCTAssertEqual(screen("abcdefghij\u{1B}[0m\u{1B}[31mx").text, "abcdefghij\nx         ")
    }

    func testWithoutAutowrapTheLastColumnIsOverwritten() {
        let overwritten = screen("\u{1B}[?7labcdefghijk")
        XCTAssertEqual(overwritten.text, "abcdefghik\n          ")
        XCTAssertFalse(overwritten.wrapPending)
    }
}
