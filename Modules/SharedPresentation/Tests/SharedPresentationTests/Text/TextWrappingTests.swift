import XCTest

@testable import SharedPresentation

final class TextWrappingTests: XCTestCase {
    func testWrapsAtWordBoundaries() {
        XCTAssertEqual(
            "SpaceX will launch the sixth Starlink mission".wrapped(toWidth: 16),
            ["SpaceX will", "launch the sixth", "Starlink mission"])
    }

    func testHardBreaksWordsLongerThanTheLine() {
        XCTAssertEqual("supercalifragilistic".wrapped(toWidth: 8), ["supercal", "ifragili", "stic"])
        XCTAssertEqual(
            "see https://example.com/very/long".wrapped(toWidth: 12), ["see", "https://exam", "ple.com/very", "/long"])
    }

    func testNewlinesStartParagraphsAndBlankLinesStay() {
        XCTAssertEqual("one\n\ntwo".wrapped(toWidth: 10), ["one", "", "two"])
    }

    func testSpacesAtBreaksAreDroppedButInnerSpacingKept() {
        XCTAssertEqual("a  b   cccc".wrapped(toWidth: 6), ["a  b", "cccc"])
        XCTAssertEqual("  indented text".wrapped(toWidth: 20), ["  indented text"])
    }

    func testWideCharactersNeverSplitOrOverflow() {
        let lines = "日本語のテキスト".wrapped(toWidth: 5)
        XCTAssertEqual(lines, ["日本", "語の", "テキ", "スト"])
        XCTAssertTrue(lines.allSatisfy { $0.displayWidth <= 5 })
    }

    func testGraphemeClustersStayWhole() {
        let lines = "👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦".wrapped(toWidth: 3)
        XCTAssertEqual(lines, ["👨‍👩‍👧‍👦", "👨‍👩‍👧‍👦", "👨‍👩‍👧‍👦"])
        XCTAssertEqual("e\u{301}e\u{301}e\u{301}".wrapped(toWidth: 2), ["e\u{301}e\u{301}", "e\u{301}"])
    }

    func testCharactersWiderThanTheLineAreLeftOut() {
        XCTAssertEqual("a日b".wrapped(toWidth: 1), ["a", "b"])
    }

    func testEmptyTextHasNoLinesAndZeroWidthHasNone() {
        XCTAssertEqual("".wrapped(toWidth: 10), [])
        XCTAssertEqual("abc".wrapped(toWidth: 0), [])
    }

    func testWrappingSanitises() {
        XCTAssertEqual("\u{1B}[31mred\u{7}".wrapped(toWidth: 10), ["red"])
    }

    func testTruncationAddsEllipsisOnlyWhenNeeded() {
        XCTAssertEqual("Falcon Heavy".truncated(toWidth: 20), "Falcon Heavy")
        XCTAssertEqual("Falcon Heavy".truncated(toWidth: 8), "Falcon…")
        XCTAssertEqual("Falcon Heavy".truncated(toWidth: 10), "Falcon He…")
        XCTAssertEqual("Falcon Heavy".truncated(toWidth: 9, ellipsis: "..."), "Falcon...")
    }

    func testTruncationNeverSplitsWideCharacters() {
        XCTAssertEqual("日本語".truncated(toWidth: 4), "日…")
        XCTAssertEqual("日本語".truncated(toWidth: 4).displayWidth, 3)
        XCTAssertEqual("🇺🇸🇫🇷".truncated(toWidth: 3), "🇺🇸…")
    }

    func testTruncationToTinyWidths() {
        XCTAssertEqual("abc".truncated(toWidth: 1), "a")
        XCTAssertEqual("abc".truncated(toWidth: 0), "")
        XCTAssertEqual("abcd".truncated(toWidth: 2, ellipsis: "..."), "ab")
    }

    func testTextWrapsToTheOfferedWidth() {
        XCTAssertEqual(plain(Text("one two three four"), width: 9), ["one two", "three", "four"])
    }

    func testLineLimitCutsTheLastLineByCharacters() {
        let text = Text("Falcon Heavy Test Flight with Starman").lineLimit(1)
        XCTAssertEqual(plain(text, width: 15), ["Falcon Heavy T…"])
        XCTAssertEqual(plain(text.lineLimit(2), width: 15), ["Falcon Heavy", "Test Flight wi…"])
        XCTAssertEqual(plain(text.lineLimit(nil), width: 15).count, 3)
        XCTAssertEqual(plain(text, width: 15, glyphs: .ascii), ["Falcon Heavy..."])
    }

    func testLineLimitJoinsParagraphsThatFit() {
        XCTAssertEqual(plain(Text("one\ntwo").lineLimit(1), width: 20), ["one two"])
    }

    func testTextSanitisesDataAndKeepsNewlines() {
        XCTAssertEqual(plain(Text(verbatim: "a\u{1B}[2Jb\nc"), width: 10), ["ab", "c"])
        XCTAssertEqual(plain(Text("\u{202E}evil"), width: 10), ["evil"])
    }

    func testConcatenatedTextWrapsAsOneParagraphKeepingStyles() {
        let text = Text("Launch site").dim() + Text(" CCSFS SLC 40").bold()
        let lines = styled(text, width: 16)
        XCTAssertEqual(lines.map(\.plainText), ["Launch site", "CCSFS SLC 40"])
        XCTAssertEqual(style(of: "Launch", in: lines), TextStyle(dim: true))
        XCTAssertEqual(style(of: "CCSFS", in: lines), TextStyle(bold: true))
        XCTAssertEqual(text.plainText, "Launch site CCSFS SLC 40")
    }

    func testTextModifiersSetStyles() {
        let text = Text("x").bold().dim().italic().underline().inverse().foregroundColor(.red)
        XCTAssertEqual(
            styled(text, width: 5).first?.spans.first?.style,
            TextStyle(bold: true, dim: true, italic: true, underline: true, inverse: true, foreground: .red))
    }

    func testInnerColourWinsOverOuterColour() {
        let text = (Text("a").foregroundColor(.green) + Text("b")).foregroundColor(.red)
        let lines = styled(text, width: 5)
        XCTAssertEqual(lines.first?.spans.map(\.style.foreground), [.green, .red])
    }

    func testMultilineAlignment() {
        XCTAssertEqual(plain(Text("aa bbbb").multilineTextAlignment(.center), width: 4), [" aa", "bbbb"])
        XCTAssertEqual(plain(Text("aa bbbb").multilineTextAlignment(.trailing), width: 4), ["  aa", "bbbb"])
    }

    func testASCIIModeSpellsEverythingInASCII() {
        XCTAssertEqual(
            plain(Text("Offline — “sample” data…"), width: 40, glyphs: .ascii), ["Offline - \"sample\" data..."])
        XCTAssertEqual(plain(Text("Café → 日本"), width: 40, glyphs: .ascii), ["Cafe -> ??"])
    }
}
