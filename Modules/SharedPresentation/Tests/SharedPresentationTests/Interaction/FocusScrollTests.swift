import XCTest

@testable import SharedPresentation

/// The focus model of a scrolling detail: ↓ jumps to the next element within the next screen, else scrolls a
/// screen; the focus is always on an element in view, or on none.
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

    func testNextJumpsToAnElementWithinTheNextScreenElseScrollsAScreen() {
        var state = FocusScroll<Int>()
        XCTAssertEqual(state.resolved(in: frame(focus: 0), height: 5, order: order).focused(in: order), 0)

        state.apply(.next, in: frame(focus: 0), height: 5, order: order)
        XCTAssertEqual(state.scroll, 4, "line 12 is not within the next screen: a screen of scrolling")
        XCTAssertNil(state.focused(in: order), "element 0 scrolled out of view and none is in view: no focus")

        state.apply(.next, in: frame(focus: nil), height: 5, order: order)
        XCTAssertEqual(state.focused(in: order), 1, "line 12 starts within the next screen: one press")
        let window = state.window(of: frame(focus: 1), height: 5, order: order).map(\.plainText)
        XCTAssertTrue(window.contains("› element 1"), "\(window)")

        state.apply(.next, in: frame(focus: 1), height: 5, order: order)
        XCTAssertEqual(state.focused(in: order), 2)
        state.apply(.previous, in: frame(focus: 2), height: 5, order: order)
        XCTAssertEqual(state.focused(in: order), 1)
        state.apply(.previous, in: frame(focus: 1), height: 5, order: order)
        XCTAssertNil(state.focused(in: order), "line 2 is more than a screen above: scroll, and 1 leaves the view")
        state.apply(.previous, in: frame(focus: nil), height: 5, order: order)
        XCTAssertEqual(state.focused(in: order), 0)
    }

    func testScrollingNeverLeavesTheFocusOutOfView() {
        var state = FocusScroll<Int>()
        state.apply(.bottom, in: frame(focus: 0), height: 5, order: order)
        XCTAssertEqual(state.scroll, 15, "clamped to the end")
        XCTAssertNil(state.focused(in: order), "no element is in the last five lines")
        state.apply(.pageUp, in: frame(focus: nil), height: 5, order: order)
        XCTAssertEqual(state.scroll, 11)
        XCTAssertEqual(state.focused(in: order), 1, "an element came into view: the first one takes the focus")
        state.apply(.next, in: frame(focus: 1), height: 5, order: order)
        state.apply(.pageDown, in: frame(focus: 2), height: 5, order: order)
        XCTAssertNil(state.focused(in: order))
        state.apply(.top, in: frame(focus: nil), height: 5, order: order)
        XCTAssertEqual(state.scroll, 0)
        XCTAssertEqual(state.focused(in: order), 0)
        state.apply(.pageDown, in: frame(focus: 0), height: 5, order: order)
        XCTAssertFalse(state.followsFocus)
        XCTAssertNil(state.focused(in: order))
    }
}
