import Foundation
import XCTest

@testable import LaunchesCore

/// Link strings are trimmed exactly as `trimmingCharacters(in: .whitespacesAndNewlines)` trims them.
final class LenientURLTests: XCTestCase {
    func testTrimmingMatchesFoundationForEveryScalarUpToU3100() {
        for value in 0...0x3100 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let mark = String(scalar)
            for text in [mark + "a", "a" + mark, mark + "a b" + mark, mark, mark + mark] {
                XCTAssertEqual(
                    LenientURL.trimmingWhitespace(text), text.trimmingCharacters(in: .whitespacesAndNewlines),
                    "U+\(String(value, radix: 16, uppercase: true))")
            }
        }
    }

    func testTrimmingKeepsInnerWhitespaceAndNonWhitespaceEdges() {
        XCTAssertEqual(LenientURL.trimmingWhitespace(" \t https://a.b/c d \r\n"), "https://a.b/c d")
        XCTAssertEqual(LenientURL.trimmingWhitespace("\u{00A0}\u{3000}x\u{2028}\u{85}"), "x")
        XCTAssertEqual(LenientURL.trimmingWhitespace("\u{FEFF}x\u{FEFF}"), "\u{FEFF}x\u{FEFF}")
        XCTAssertEqual(LenientURL.trimmingWhitespace("😀 "), "😀")
        XCTAssertEqual(LenientURL.trimmingWhitespace(""), "")
    }

    func testParseTrimsBeforeReadingAndRejectsBlankOrSchemelessText() {
        XCTAssertEqual(LenientURL.parse("  https://youtu.be/x\n"), URL(string: "https://youtu.be/x"))
        XCTAssertNil(LenientURL.parse(" \u{00A0}\n"))
        XCTAssertNil(LenientURL.parse("youtu.be/x"))
    }
}
