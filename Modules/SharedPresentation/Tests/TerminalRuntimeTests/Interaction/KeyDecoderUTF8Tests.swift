import SharedPresentation
import XCTest

@testable import TerminalRuntime

/// Typed characters of every UTF-8 length become one key each, also when several arrive in one read; a
/// sequence cut off at the end of a read or broken in the middle types nothing rather than a wrong character.
final class KeyDecoderUTF8Tests: XCTestCase {
    private let decoder = KeyDecoder()

    private func keys(_ bytes: [UInt8]) -> [Key] { decoder.keys(from: bytes) }

    func testOneToFourByteCharactersAreOneKeyEach() {
        let text = "aé€日🚀z"
        XCTAssertEqual(
            keys(Array(text.utf8)),
            [.character("a"), .character("é"), .character("€"), .character("日"), .character("🚀"), .character("z")])
    }

    func testAThreeByteCharacterAloneIsOneKey() {
        XCTAssertEqual(keys([0xE2, 0x82, 0xAC]), [.character("€")])
        XCTAssertEqual(keys([0xE6, 0x97, 0xA5, 0x61]), [.character("日"), .character("a")])
    }

    func testACutOffSequenceTypesNothing() {
        XCTAssertEqual(keys([0xE2, 0x82]), [])
        XCTAssertEqual(keys([0xF0, 0x9F, 0x9A]), [])
    }
}
