import XCTest

@testable import SharedPresentation

final class ModifierTests: XCTestCase {
    func testPaddingOnAllSides() {
        XCTAssertEqual(plain(Text("abc").padding(), width: 10), ["", " abc", ""])
        XCTAssertEqual(plain(Text("abc").padding(2), width: 10), ["", "", "  abc", "", ""])
    }

    func testHorizontalPaddingNarrowsTheContent() {
        XCTAssertEqual(plain(Text("aaa bbb").padding(.horizontal, 2), width: 9), ["  aaa", "  bbb"])
        XCTAssertEqual(Text("x").padding(.trailing, 3).render(width: 10).first?.width, 4)
        XCTAssertEqual(plain(Text("abc").padding(.leading, 10), width: 10), [])
    }

    func testPaddingCountsInStackLayout() {
        let row = HStack(spacing: 0) {
            Text("a").padding(.horizontal, 1)
            Text("b")
        }
        XCTAssertEqual(plain(row, width: 10), [" a b"])
    }

    func testFixedWidthFrameAlignsAndPads() {
        XCTAssertEqual(Text("ab").frame(width: 6).render(width: 20).first?.width, 6)
        XCTAssertEqual(plain(Text("ab").frame(width: 6, alignment: .trailing), width: 20), ["    ab"])
        XCTAssertEqual(plain(Text("ab").frame(width: 6, alignment: .center), width: 20), ["  ab"])
        XCTAssertEqual(plain(Text("abc def").frame(width: 3), width: 20), ["abc", "def"])
        XCTAssertEqual(Text("abcdef").frame(width: 10).render(width: 4).first?.width, 4, "never wider than offered")
    }

    func testFrameHeightPadsOrCuts() {
        XCTAssertEqual(plain(Text("a").frame(height: 3), width: 5), ["a", "", ""])
        XCTAssertEqual(plain(Text("a b c").frame(width: 1, height: 2), width: 5), ["a", "b"])
    }

    func testMaxWidthInfinityFillsTheLine() {
        XCTAssertEqual(plain(Text("mid").frame(maxWidth: .infinity, alignment: .center), width: 9), ["   mid"])
        XCTAssertEqual(Text("mid").frame(maxWidth: .infinity).render(width: 9).first?.width, 9)
        let row = HStack(spacing: 0) {
            Text("a").frame(maxWidth: .infinity)
            Text("b")
        }
        XCTAssertEqual(plain(row, width: 6), ["a    b"])
    }

    func testMaxWidthLimitsReadingWidth() {
        let text = Text("one two three four five six")
        XCTAssertEqual(plain(text.frame(maxWidth: 10), width: 40), ["one two", "three four", "five six"])
        XCTAssertEqual(plain(text.frame(maxWidth: 40), width: 9).first, "one two")
        XCTAssertEqual(plain(Text("ab").frame(minWidth: 5, maxWidth: 8, alignment: .trailing), width: 20), ["      ab"])
    }

    func testMinWidthWithoutMaximumGrowsToContent() {
        XCTAssertEqual(Text("ab").frame(minWidth: 5, maxWidth: nil).render(width: 20).first?.width, 5)
        XCTAssertEqual(Text("abcdefg").frame(minWidth: 5, maxWidth: nil).render(width: 20).first?.width, 7)
    }

    func testFramesReportWidthsToStacks() {
        let row = HStack(spacing: 0) {
            Text("label").frame(width: 8)
            Text("value that wraps").frame(minWidth: 4, maxWidth: 10)
        }
        XCTAssertEqual(plain(row, width: 30), ["label   value that", "        wraps"])
    }

    func testFixedSizeKeepsTheIdealWidthInAnHStack() {
        let row = HStack {
            Text("Starlink Group 4-36 mission")
            Text("2022-10-20 14:50").fixedSize()
        }
        XCTAssertEqual(plain(row, width: 30), ["Starlink      2022-10-20 14:50", "Group 4-36", "mission"])
    }

    func testStyleModifiersApplyToEveryLine() {
        let view = VStack {
            Text("a")
            Text("b").foregroundColor(.green)
        }
        .foregroundColor(.red).bold().dim().italic().underline().inverse()
        let lines = styled(view, width: 5)
        XCTAssertEqual(
            lines.first?.spans.first?.style,
            TextStyle(bold: true, dim: true, italic: true, underline: true, inverse: true, foreground: .red))
        XCTAssertEqual(lines.last?.spans.first?.style.foreground, .green)
    }
}
