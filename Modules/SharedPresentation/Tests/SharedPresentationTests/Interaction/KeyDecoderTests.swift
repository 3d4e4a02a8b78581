import SharedPresentation
import XCTest

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
        XCTAssertEqual(keys("\u{03}\u{04}\u{0C}"), [.controlC, .controlD, .controlL])
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
}
