import SharedPresentation
import XCTest

/// The focus model of a scrolling detail: ↓ focuses the next element only when it is in view, else scrolls.
final class FocusScrollTests: XCTestCase {
    /// Twenty lines with elements on lines 2, 12 and 13.
    private func frame(focus: Int?) -> RenderedFrame {
        let elements = [2: 0, 12: 1, 13: 2]
        return VStack {
            ForEach(0..<20) { line in
                if let element = elements[line] {
                    Text(focus == element ? "› element \(element)" : "  element \(element)").focusable(element)
                } else {
                    Text("line \(line)")
                }
            }
        }
        .renderFrame(width: 20)
    }

    private let order = [0, 1, 2]

    func testNextScrollsUntilTheElementIsInViewThenFocusesIt() {
        var state = FocusScroll<Int>()
        var moves = 0
        while state.focusIndex == 0, moves < 20 {
            state.apply(.next, in: frame(focus: 0), height: 5, order: order)
            moves += 1
        }
        XCTAssertEqual(state.focused(in: order), 1)
        XCTAssertEqual(moves, 9, "eight lines of scrolling bring line 12 into a five-line window")
        let window = state.window(of: frame(focus: 1), height: 5, order: order).map(\.plainText)
        XCTAssertTrue(window.contains("› element 1"), "\(window)")

        state.apply(.next, in: frame(focus: 1), height: 5, order: order)
        XCTAssertEqual(state.focused(in: order), 1, "line 13 is just below the window: scroll first")
        state.apply(.next, in: frame(focus: 1), height: 5, order: order)
        XCTAssertEqual(state.focused(in: order), 2)
        state.apply(.previous, in: frame(focus: 2), height: 5, order: order)
        XCTAssertEqual(state.focused(in: order), 1)
    }

    func testTheViewFollowsTheFocusAndJumpsDoNot() {
        var state = FocusScroll<Int>()
        state.apply(.bottom, in: frame(focus: 0), height: 5, order: order)
        XCTAssertEqual(state.resolved(in: frame(focus: 0), height: 5, order: order).scroll, 15, "clamped to the end")
        state.apply(.top, in: frame(focus: 0), height: 5, order: order)
        XCTAssertEqual(state.scroll, 0)
        state.apply(.pageDown, in: frame(focus: 0), height: 5, order: order)
        XCTAssertEqual(state.scroll, 4)
        XCTAssertFalse(state.followsFocus)
        state.apply(.pageUp, in: frame(focus: 0), height: 5, order: order)
        XCTAssertEqual(state.scroll, 0)
    }
}
