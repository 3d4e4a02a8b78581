import XCTest

@testable import SharedPresentation

/// The scroll position of a form or overlay: anchors are revealed until the user scrolls, and it never passes
/// either end.
final class ScrollViewportTests: XCTestCase {
    /// Twenty lines, `line 0` … `line 19`.
    private let lines = (0..<20).map { StyledLine("line \($0)") }

    private func shown(_ viewport: ScrollViewport, height: Int = 5, anchors: [Range<Int>] = []) -> [String] {
        viewport.window(of: lines, height: height, anchors: anchors).map(\.plainText)
    }

    func testRevealsTheFirstAnchorAndAsManyNextOnesAsFitWithIt() {
        let viewport = ScrollViewport()
        XCTAssertEqual(shown(viewport).first, "line 0", "no anchors: the top")
        XCTAssertEqual(shown(viewport, anchors: [12..<14]), ["line 9", "line 10", "line 11", "line 12", "line 13"])
        XCTAssertEqual(
            viewport.resolved(lineCount: 20, height: 5, anchors: [12..<14, 15..<16]).offset, 11,
            "both fit: the window covers 11 to 15")
        XCTAssertEqual(
            viewport.resolved(lineCount: 20, height: 5, anchors: [12..<14, 18..<19]).offset, 9,
            "both do not fit: the first wins")
        XCTAssertEqual(
            viewport.resolved(lineCount: 20, height: 5, anchors: [6..<16]).offset, 6,
            "a tall anchor shows its top")
        XCTAssertEqual(viewport.resolved(lineCount: 20, height: 30, anchors: [12..<14]).offset, 0, "all fits")
    }

    func testTheUsersScrollingLeavesTheAnchorsUntilTheyAreRevealedAgain() {
        var viewport = ScrollViewport()
        viewport.apply(.pageDown, lineCount: 20, height: 5, anchors: [1..<2])
        XCTAssertEqual(viewport.offset, 4, "a page keeps one line of overlap")
        XCTAssertFalse(viewport.revealsAnchors)
        XCTAssertEqual(shown(viewport, anchors: [1..<2]).first, "line 4", "the anchor no longer pulls the window")
        viewport.apply(.down, lineCount: 20, height: 5)
        XCTAssertEqual(viewport.offset, 5)
        viewport.apply(.up, lineCount: 20, height: 5)
        viewport.apply(.pageUp, lineCount: 20, height: 5)
        XCTAssertEqual(viewport.offset, 0)
        viewport.apply(.bottom, lineCount: 20, height: 5)
        XCTAssertEqual(viewport.offset, 15, "never past the end")
        viewport.apply(.down, lineCount: 20, height: 5)
        XCTAssertEqual(viewport.offset, 15)
        viewport.apply(.top, lineCount: 20, height: 5)
        viewport.apply(.up, lineCount: 20, height: 5)
        XCTAssertEqual(viewport.offset, 0, "never before the start")

        viewport.reveal()
        XCTAssertEqual(shown(viewport, anchors: [17..<18]).last, "line 17")
    }

    func testTheUsualScrollKeysAreBoundAsData() {
        let bindings = ScrollViewport.keyBindings
        XCTAssertEqual(bindings.command(for: .down), .down)
        XCTAssertEqual(bindings.command(for: .character("k")), .up)
        XCTAssertEqual(bindings.command(for: .character(" ")), .pageDown)
        XCTAssertEqual(bindings.command(for: .pageUp), .pageUp)
        XCTAssertEqual(bindings.command(for: .character("g")), .top)
        XCTAssertEqual(bindings.command(for: .end), .bottom)
        XCTAssertNil(bindings.command(for: .character("x")))
        XCTAssertEqual(bindings.hints().map(\.label), ["scroll"])
    }

    func testAnAnchorIsWhereItsViewWasDrawn() {
        let frame = VStack {
            Text("title")
            Text("a message that wraps onto a second line").anchor("error")
        }
        .renderFrame(width: 20)
        XCTAssertEqual(frame.region(of: "error"), 1..<3)
        XCTAssertEqual(frame.lines.map(\.plainText).first, "title", "an anchor draws nothing of its own")
    }
}
