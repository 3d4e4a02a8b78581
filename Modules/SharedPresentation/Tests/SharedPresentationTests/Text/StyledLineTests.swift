import XCTest

@testable import SharedPresentation

final class StyledLineTests: XCTestCase {
    func testAppendingMergesSpansOfTheSameStyle() {
        var line = StyledLine("ab")
        line.append(StyledSpan("cd"))
        line.append(StyledSpan("ef", style: TextStyle(bold: true)))
        XCTAssertEqual(line.spans.map(\.text), ["abcd", "ef"])
        XCTAssertEqual(line.width, 6)
        XCTAssertEqual((line + StyledLine("日")).width, 8)
    }

    func testSpansSanitiseAndStaySingleLine() {
        let span = StyledSpan("a\nb\u{1B}[31m\u{7}c")
        XCTAssertEqual(span.text, "a bc")
        XCTAssertEqual(span.width, 4)
    }

    func testEmptySpansAreIgnored() {
        var line = StyledLine()
        line.append(StyledSpan(""))
        XCTAssertTrue(line.spans.isEmpty)
        XCTAssertTrue(line.isEmpty)
    }

    func testPaddingAddsSpacesInTheGivenStyle() {
        let padded = StyledLine("ab").padded(to: 5, style: TextStyle(inverse: true))
        XCTAssertEqual(padded.plainText, "ab   ")
        XCTAssertEqual(padded.spans.last?.style, TextStyle(inverse: true))
        XCTAssertEqual(StyledLine("abc").padded(to: 2).plainText, "abc")
    }

    func testClippingReplacesAStraddlingWideCharacterWithASpace() {
        let line = StyledLine("ab日本")
        XCTAssertEqual(line.clipped(to: 3).plainText, "ab ")
        XCTAssertEqual(line.clipped(to: 3).width, 3)
        XCTAssertEqual(line.clipped(to: 4).plainText, "ab日")
        XCTAssertEqual(line.clipped(to: 10), line)
    }

    func testTruncationKeepsStyleOfTheCutSpan() {
        let line = StyledLine([StyledSpan("Falcon ", style: TextStyle(bold: true)), StyledSpan("Heavy rocket")])
        let cut = line.truncated(to: 10)
        XCTAssertEqual(cut.plainText, "Falcon He…")
        XCTAssertEqual(cut.spans.last?.style, .plain)
        XCTAssertEqual(line.truncated(to: 8).plainText, "Falcon…", "spaces before the ellipsis are dropped")
        XCTAssertEqual(line.truncated(to: 8).spans.last?.style, TextStyle(bold: true))
        XCTAssertEqual(line.truncated(to: 1).plainText, "F")
    }

    func testStyleInheritanceAddsAttributesAndKeepsOwnColourAndLink() {
        let inner = TextStyle(bold: true, foreground: .green, link: "https://a.example")
        let merged = inner.inheriting(TextStyle(dim: true, foreground: .red, link: "https://b.example"))
        XCTAssertEqual(merged, TextStyle(bold: true, dim: true, foreground: .green, link: "https://a.example"))
        XCTAssertEqual(TextStyle.plain.inheriting(TextStyle(foreground: .red)).foreground, .red)
        XCTAssertTrue(TextStyle.plain.isPlain)
        XCTAssertFalse(inner.isPlain)
    }
}
