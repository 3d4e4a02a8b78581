import XCTest

@testable import SharedPresentation

final class StackLayoutTests: XCTestCase {
    func testVStackSpacingAndAlignment() {
        let stack = VStack(alignment: .center, spacing: 1) {
            Text("wide line")
            Text("mid")
        }
        XCTAssertEqual(plain(stack, width: 20), ["wide line", "", "   mid"])
        let trailing = VStack(alignment: .trailing) {
            Text("wide line")
            Text("mid")
        }
        XCTAssertEqual(plain(trailing, width: 20), ["wide line", "      mid"])
    }

    func testVStackSkipsSpacingAroundEmptyChildren() {
        let stack = VStack(spacing: 1) {
            Text("a")
            EmptyView()
            Text("")
            Text("b")
        }
        XCTAssertEqual(plain(stack, width: 10), ["a", "", "b"])
    }

    func testHStackGivesShortChildrenTheirWidthFirst() {
        let row = HStack {
            Text("Status")
            Text("The quick brown fox jumps over the lazy dog")
        }
        XCTAssertEqual(plain(row, width: 30), ["Status The quick brown fox", "       jumps over the lazy dog"])
    }

    func testHStackSpacerPushesTheRestToTheEnd() {
        let row = HStack {
            Text("Crew-9")
            Spacer()
            Badge(.upcoming)
        }
        XCTAssertEqual(plain(row, width: 30), ["Crew-9              ◷ Upcoming"])
        XCTAssertEqual(row.render(width: 30).first?.width, 30)
    }

    func testSpacersShareTheLeftoverEvenly() {
        let row = HStack(spacing: 0) {
            Spacer()
            Text("mid")
            Spacer()
        }
        XCTAssertEqual(plain(row, width: 9), ["   mid"])
    }

    func testSpacerMinimumLength() {
        let row = HStack(spacing: 0) {
            Text("a")
            Spacer(minLength: 3)
            Text("b")
        }
        XCTAssertEqual(plain(row, width: 5), ["a   b"])
        XCTAssertEqual(
            plain(
                VStack {
                    Text("a"); Spacer(minLength: 2); Text("b")
                }, width: 5), ["a", "", "", "b"])
        XCTAssertEqual(
            plain(
                VStack {
                    Text("a"); Spacer(); Text("b")
                }, width: 5), ["a", "b"])
    }

    func testLongChildrenShareByWaterFilling() {
        let row = HStack(spacing: 1) {
            Text("aaaa bbbb cccc dddd")
            Text("eeee ffff gggg hhhh")
        }
        XCTAssertEqual(plain(row, width: 21), ["aaaa bbbb  eeee ffff", "cccc dddd  gggg hhhh"])
    }

    func testChildrenTooWideForTheirMinimumAreScaledAndClipped() {
        let row = HStack(spacing: 1) {
            Text("abcdefgh")
            Text("ijklmnop")
        }
        let lines = row.render(width: 9)
        XCTAssertTrue(lines.allSatisfy { $0.width <= 9 })
        XCTAssertEqual(lines.map(\.plainText), ["abcd ijkl", "efgh mnop"])
    }

    func testVerticalAlignmentInHStack() {
        let tall = VStack {
            Text("1")
            Text("2")
            Text("3")
        }
        XCTAssertEqual(
            plain(
                HStack(alignment: .center) {
                    tall; Text("x")
                }, width: 5), ["1", "2 x", "3"])
        XCTAssertEqual(
            plain(
                HStack(alignment: .bottom) {
                    tall; Text("x")
                }, width: 5), ["1", "2", "3 x"])
        XCTAssertEqual(
            plain(
                HStack(alignment: .top) {
                    tall; Text("x")
                }, width: 5), ["1 x", "2", "3"])
    }

    func testDividerIsARuleInAVStackAndABarInAnHStack() {
        XCTAssertEqual(
            plain(
                VStack {
                    Text("a"); Divider()
                }, width: 5), ["a", "─────"])
        XCTAssertEqual(plain(Divider(), width: 3, glyphs: .ascii), ["---"])
        let columns = HStack {
            VStack {
                Text("a")
                Text("b")
            }
            Divider()
            Text("c")
        }
        XCTAssertEqual(plain(columns, width: 10), ["a │ c", "b │"])
        XCTAssertEqual(style(of: "─", in: styled(Divider(), width: 3)), TextStyle(dim: true))
    }

    func testEmptyHStackRendersNothing() {
        XCTAssertEqual(plain(HStack {}, width: 10), [])
    }

    func testNestedStacksMeasureTheirChildren() {
        let row = HStack {
            VStack {
                Text("Falcon 9")
                Text("v1.2")
            }
            Spacer()
            Text("98%")
        }
        XCTAssertEqual(plain(row, width: 20), ["Falcon 9         98%", "v1.2"])
    }
}
