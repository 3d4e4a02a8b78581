import XCTest

@testable import SharedPresentation

/// A custom view whose body is a bare block of two views.
private struct TwoLines: View {
    var body: some View {
        Text("first line")
        Text("second")
    }
}

/// Checks that transparent containers report their children's widths when a stack measures them.
final class ContainerMeasuringTests: XCTestCase {
    func testBlockBodyIsMeasuredByItsWidestChild() {
        let row = HStack {
            TwoLines()
            Text("|")
        }
        XCTAssertEqual(plain(row, width: 20), ["first line |", "second"])
    }

    func testGroupForEachAndOptionalInsideCustomViewsAreMeasured() {
        struct Wrapper<Content: View>: View {
            let content: Content
            var body: some View { content }
        }
        let optional: Text? = Text("opt")
        let absent: Text? = nil
        let row = HStack {
            Wrapper(content: Group { Text("group") })
            Wrapper(content: ForEach(0..<2) { Text("each \($0)") })
            Wrapper(content: optional)
            Wrapper(content: absent)
            Wrapper(content: EmptyView())
            Wrapper(content: AnyView(Text("any")))
            Text("|")
        }
        XCTAssertEqual(plain(row, width: 40), ["group each 0 opt any |", "      each 1"])
    }

    func testDividerInsideAWrappedStackFillsHeight() {
        let row = HStack(spacing: 0) {
            Text("a b").frame(width: 1)
            Divider()
            Text("c")
        }
        XCTAssertEqual(plain(row, width: 10), ["a│c", "b│"])
    }
}
