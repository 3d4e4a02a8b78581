import XCTest

@testable import RepositoryImplementations

/// The eight-bytes-at-a-time search finds the same quote, bracket and string end as a byte-by-byte one, wherever
/// they fall in a word and however near the end of the text.
final class StructuralBytesTests: XCTestCase {
    func testTheNextQuoteOrBracketIsFoundAtEveryOffset() {
        for structural in ["\"", "{", "}", "[", "]"] {
            for offset in 0..<20 {
                let text = Array((String(repeating: " ", count: offset) + structural + "  1 ").utf8)
                text.withUnsafeBufferPointer { buffer in
                    let base = buffer.baseAddress!
                    XCTAssertEqual(
                        StructuralBytes.next(in: base, from: 0, end: text.count), offset, "\(structural) \(offset)")
                }
            }
        }
    }

    func testNumbersLiteralsAndPunctuationAreNotStructural() {
        let text = Array(" \n\t\r:, -0.5e+10 1E-2 true false null 1234567890 ".utf8)
        text.withUnsafeBufferPointer { buffer in
            XCTAssertEqual(StructuralBytes.next(in: buffer.baseAddress!, from: 0, end: text.count), text.count)
        }
        XCTAssertEqual((0...255).map(UInt8.init).filter(StructuralBytes.isStructural), Array("\"Y[]_y{}\u{7F}".utf8))
        XCTAssertTrue(StructuralBytes.opens(UInt8(ascii: "{")) && StructuralBytes.opens(UInt8(ascii: "[")))
        XCTAssertFalse(StructuralBytes.opens(UInt8(ascii: "}")) || StructuralBytes.opens(UInt8(ascii: "]")))
    }

    func testAStringEndsAtItsFirstUnescapedQuote() {
        let cases: [(text: String, end: Int, escaped: Bool)] = [
            (#""""#, 2, false), (#""a""#, 3, false), (#""abcdefghijklmnop" x"#, 18, false),
            (#""abcdefg\"hijk" x"#, 15, true), (#""abcdef\\" x"#, 10, true), (#""\\\"\\""#, 8, true),
            (#""abcdefgh\u0041""#, 16, true), (#""unterminated"#, 13, false),
        ]
        for (text, end, escaped) in cases {
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                let found = StructuralBytes.stringEnd(in: buffer.baseAddress!, from: 0, end: bytes.count)
                XCTAssertEqual(found.end, end, text)
                XCTAssertEqual(found.escaped, escaped, text)
            }
        }
    }
}
