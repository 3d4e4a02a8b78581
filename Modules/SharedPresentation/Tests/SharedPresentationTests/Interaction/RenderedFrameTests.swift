import XCTest

@testable import SharedPresentation

/// Buttons report where they were drawn as data, invisibly: the text and the escape sequences stay the same.
final class RenderedFrameTests: XCTestCase {
    private enum Action: Hashable, Sendable {
        case photo(Int)
    }

    /// Two links whose addresses start alike, as the Flickr photos' do.
    private var twoLinks: some View {
        VStack {
            Text("Photos").bold()
            Text("https://farm1.staticflickr.com/929/one.jpg").focusable(Action.photo(1))
            Text("between")
            Text("https://farm1.staticflickr.com/293/two.jpg").underline().focusable(Action.photo(2))
        }
    }

    func testEachButtonReportsItsOwnLines() {
        let frame = twoLinks.renderFrame(width: 60)

        XCTAssertEqual(frame.region(of: Action.photo(1)), 1..<2)
        XCTAssertEqual(frame.region(of: Action.photo(2)), 3..<4)
        XCTAssertNil(frame.region(of: Action.photo(3)))
    }

    func testAWrappedButtonCoversAllItsLines() {
        let frame = VStack {
            Text("top")
            Text("a long label that wraps over several lines").focusable(Action.photo(1))
        }
        .renderFrame(width: 12)
        XCTAssertEqual(frame.region(of: Action.photo(1))?.lowerBound, 1)
        XCTAssertGreaterThan(frame.region(of: Action.photo(1))?.count ?? 0, 2)
    }

    func testTagsAreInvisible() {
        let plain = VStack {
            Text("Photos").bold()
            Text("https://farm1.staticflickr.com/929/one.jpg")
            Text("between")
            Text("https://farm1.staticflickr.com/293/two.jpg").underline()
        }
        XCTAssertEqual(TextRenderer.ansi.render(twoLinks, width: 60), TextRenderer.ansi.render(plain, width: 60))
        XCTAssertEqual(TextRenderer.plain.render(twoLinks, width: 60), TextRenderer.plain.render(plain, width: 60))
    }

    func testTheInnerButtonWins() {
        let frame = VStack {
            Text("inner").focusable(Action.photo(2))
            Text("outer only")
        }
        .focusable(Action.photo(1))
        .renderFrame(width: 20)
        XCTAssertEqual(frame.region(of: Action.photo(2)), 0..<1)
        XCTAssertEqual(frame.region(of: Action.photo(1)), 1..<2)
    }
}
