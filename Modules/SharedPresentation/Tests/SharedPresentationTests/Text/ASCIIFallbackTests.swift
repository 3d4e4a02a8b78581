import XCTest

@testable import SharedPresentation

/// In ASCII mode (`TERM=dumb`, `LC_ALL=C`) no character outside ASCII is written: the UTF-8 bytes 0x80–0x9F
/// are C1 controls on such terminals.
final class ASCIIFallbackTests: XCTestCase {
    func testAccentedLettersLoseTheirMarksAndTheRestBecomesAQuestionMark() {
        XCTAssertEqual(ASCIIFallback.adapt("Ûltra Ñame — Dvořák", for: .ascii), "Ultra Name - Dvorak")
        XCTAssertEqual(ASCIIFallback.adapt("Straße, Ørsted, Łódź", for: .ascii), "Strasse, Orsted, Lodz")
        XCTAssertEqual(ASCIIFallback.adapt("漢字 ☃ e\u{301}", for: .ascii), "?? ? e")
    }

    func testUnicodeModeAndPlainASCIIAreUnchanged() {
        XCTAssertEqual(ASCIIFallback.adapt("Ûltra 漢字", for: .unicode), "Ûltra 漢字")
        XCTAssertEqual(ASCIIFallback.adapt("Falcon 9", for: .ascii), "Falcon 9")
    }

    func testNoByteAboveASCIIIsLeft() {
        let hostile = "Û\u{9B}31m ÿ 𝔘 👩‍🚀 \u{202E}"
        XCTAssertTrue(ASCIIFallback.adapt(hostile, for: .ascii).utf8.allSatisfy { $0 < 0x80 })
    }
}
