import Foundation
import SharedPresentation
import XCTest

/// Every scalar `--json` output must escape, one by one (DEL, each C1 control, ALM, LRM/RLM, the line and
/// paragraph separators, every BiDi embedding, override and isolate), and the neighbours that must stay as they
/// are; the escaped text still decodes to exactly the same string.
final class JSONEscapingCoverageTests: XCTestCase {
    private let unsafe: [UInt32] =
        Array(0x7F...0x9F) + [0x061C, 0x200E, 0x200F] + Array(0x2028...0x202E) + Array(0x2066...0x2069)

    func testEveryUnsafeScalarIsEscapedAsFourHexDigits() {
        for value in unsafe {
            let scalar = Unicode.Scalar(value)!
            let escaped = JSONTerminalEscaping.escape("\"x\(Character(scalar))y\"")
            let hex = String(value, radix: 16)
            let expected = "\"x\\u" + String(repeating: "0", count: 4 - hex.count) + hex + "y\""
            XCTAssertEqual(escaped, expected, "U+\(hex)")
        }
    }

    func testNeighboursOfTheUnsafeRangesAreKept() {
        for value: UInt32 in [0x7E, 0xA0, 0x061B, 0x200D, 0x2027, 0x202F, 0x2065, 0x206A, 0x00E9] {
            let text = "\"\(Character(Unicode.Scalar(value)!))\""
            XCTAssertEqual(JSONTerminalEscaping.escape(text), text, "U+\(String(value, radix: 16))")
        }
    }

    func testTheEscapedJSONDecodesToTheSameText() throws {
        let original = String(String.UnicodeScalarView(unsafe.map { Unicode.Scalar($0)! })) + " plain é 日本"
        let json = String(decoding: try JSONEncoder().encode([original]), as: UTF8.self)
        let escaped = JSONTerminalEscaping.escape(json)
        XCTAssertFalse(escaped.unicodeScalars.contains { unsafe.contains($0.value) })
        XCTAssertEqual(try JSONDecoder().decode([String].self, from: Data(escaped.utf8)), [original])
    }
}
