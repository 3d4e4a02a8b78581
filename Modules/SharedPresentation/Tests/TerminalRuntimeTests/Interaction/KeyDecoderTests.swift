import SharedPresentation
import XCTest

@testable import TerminalRuntime

final class KeyDecoderTests: XCTestCase {
    private let decoder = KeyDecoder()

    private func keys(_ text: String) -> [Key] { decoder.keys(from: Array(text.utf8)) }

    func testArrowsPagesAndEditingKeys() {
        XCTAssertEqual(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D"), [.up, .down, .right, .left])
        XCTAssertEqual(keys("\u{1B}OA\u{1B}OB"), [.up, .down])
        XCTAssertEqual(
            keys("\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~"),
            [.pageUp, .pageDown, .home, .end, .home, .end])
        XCTAssertEqual(keys("\r\n\u{7F}\u{08}\t\u{1B}[Z"), [.enter, .enter, .backspace, .backspace, .tab, .backTab])
        XCTAssertEqual(keys("\u{03}\u{04}\u{0C}\u{1A}"), [.controlC, .controlD, .controlL, .controlZ])
    }

    func testALoneEscapeIsTheEscapeKey() {
        XCTAssertEqual(keys("\u{1B}"), [.escape])
        XCTAssertEqual(keys("\u{1B}q"), [.escape, .character("q")])
    }

    func testCharactersIncludingUTF8() {
        XCTAssertEqual(keys("jk?"), [.character("j"), .character("k"), .character("?")])
        XCTAssertEqual(keys("é"), [.character("é")])
    }

    func testUnknownAndIncompleteSequencesAreDropped() {
        XCTAssertEqual(keys("\u{1B}[99x"), [])
        XCTAssertEqual(keys("\u{1B}[1;5"), [])
        XCTAssertEqual(keys("\u{01}"), [])
    }

    func testATerminalsLateAnswersAreNotKeys() {
        XCTAssertEqual(keys("\u{1B}_Gi=31;OK\u{1B}\\j"), [.character("j")], "kitty's answer (APC), then a key")
        XCTAssertEqual(keys("\u{1B}[?62;4;22c"), [], "primary device attributes (CSI)")
        XCTAssertEqual(keys("\u{1B}]11;rgb:0000/0000/0000\u{07}q"), [.character("q")], "an OSC answer ended by BEL")
        XCTAssertEqual(keys("\u{1B}P1$r0m\u{1B}\\"), [], "a DCS answer")
        XCTAssertEqual(keys("\u{1B}_Gi=31;OK"), [], "cut at the end of the read: dropped, not typed")
    }
}
