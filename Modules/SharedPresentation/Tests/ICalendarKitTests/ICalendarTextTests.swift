import Foundation
import XCTest

@testable import ICalendarKit

/// Escaping and folding of content lines (RFC 5545 sections 3.1 and 3.3.11).
final class ICalendarTextTests: XCTestCase {
    func testTextEscapesBackslashSemicolonCommaAndLineBreaks() {
        XCTAssertEqual(
            ICalendarText.escaped("a\\b;c,d\ne\r\nf\rg"), "a\\\\b\\;c\\,d\\ne\\nf\\ng")
        XCTAssertEqual(ICalendarText.escaped("bell\u{07}less"), "bellless", "control characters are dropped")
    }

    func testAShortLineIsNotFolded() {
        XCTAssertEqual(ICalendarText.folded("SUMMARY:Crew-1"), "SUMMARY:Crew-1\r\n")
    }

    func testLongLinesFoldAt75OctetsWithCRLFAndASpace() {
        let line = "DESCRIPTION:" + String(repeating: "x", count: 200)
        let folded = ICalendarText.folded(line)
        let lines = folded.components(separatedBy: "\r\n").dropLast()
        XCTAssertTrue(folded.hasSuffix("\r\n"))
        XCTAssertEqual(lines.first?.utf8.count, 75)
        for continuation in lines.dropFirst() {
            XCTAssertTrue(continuation.hasPrefix(" "), continuation)
            XCTAssertLessThanOrEqual(continuation.utf8.count, 75)
        }
        XCTAssertEqual(
            lines.enumerated().map { $0.offset == 0 ? $0.element : String($0.element.dropFirst()) }.joined(), line)
    }

    func testFoldingNeverSplitsAUTF8Sequence() {
        // 73 ASCII octets, then 3-octet and 4-octet characters straddling the limit.
        let line = "SUMMARY:" + String(repeating: "a", count: 65) + "€🚀€🚀" + String(repeating: "é", count: 60)
        let folded = ICalendarText.folded(line)
        let pieces = Array(folded.utf8).split(separator: 0x0D).map { Array($0.drop { $0 == 0x0A }) }
        for piece in pieces where !piece.isEmpty {
            XCTAssertNotNil(String(validating: piece, as: UTF8.self), "a piece is valid UTF-8 alone")
            XCTAssertLessThanOrEqual(piece.count, 75)
        }
        let unfolded = folded.replacingOccurrences(of: "\r\n ", with: "").replacingOccurrences(of: "\r\n", with: "")
        XCTAssertEqual(unfolded, line)
        XCTAssertEqual(pieces.first?.count, 73, "the 3-octet sign that would cross 75 starts the next line")
    }

    /// A parameter value holds no quote and no control character but TAB (QSAFE-CHAR): a place name from a server
    /// with an ESC or a line break in it cannot break the line or the file.
    func testAParameterValueDropsQuotesAndControlCharacters() {
        let property = ICalendarProperty(
            "LOCATION", "x", parameters: [.init("ALTREP", "a\u{1B}[2J\"b\"\r\nc\td;e")])
        XCTAssertEqual(property.line, "LOCATION;ALTREP=\"a[2Jbc\td;e\":x")
    }
}
