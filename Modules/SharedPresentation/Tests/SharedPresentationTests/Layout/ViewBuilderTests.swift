import XCTest

@testable import SharedPresentation

private struct Conditional: View {
    let flag: Bool
    let optional: String?
    let mode: Int

    var body: some View {
        VStack {
            if flag {
                Text("yes")
            } else {
                Text("no")
            }
            if let optional {
                Text(optional)
            }
            switch mode {
            case 0: Text("zero")
            case 1: Text("one")
            default: EmptyView()
            }
            for index in 0..<2 {
                Text("item \(index)")
            }
        }
    }
}

private struct Item: Identifiable {
    let id: Int
    let name: String
}

final class ViewBuilderTests: XCTestCase {
    func testIfElseOptionalSwitchAndForBuildTheRightViews() {
        XCTAssertEqual(
            plain(Conditional(flag: true, optional: "opt", mode: 0), width: 20),
            ["yes", "opt", "zero", "item 0", "item 1"])
        XCTAssertEqual(
            plain(Conditional(flag: false, optional: nil, mode: 2), width: 20), ["no", "item 0", "item 1"])
        XCTAssertEqual(plain(Conditional(flag: false, optional: nil, mode: 1), width: 20)[1], "one")
    }

    func testEmptyBlockIsEmptyView() {
        XCTAssertEqual(plain(VStack {}, width: 10), [])
        XCTAssertEqual(plain(EmptyView(), width: 10), [])
    }

    func testForEachBuildsOneViewPerElement() {
        let items = [Item(id: 1, name: "Falcon 1"), Item(id: 2, name: "Falcon 9")]
        let forEach = ForEach(items) { Text($0.name) }
        XCTAssertEqual(forEach.elements.count, 2)
        XCTAssertEqual(plain(forEach, width: 20), ["Falcon 1", "Falcon 9"])
        XCTAssertEqual(plain(ForEach(0..<3) { Text("\($0)") }, width: 5), ["0", "1", "2"])
    }

    func testAnyViewAndGroupAreTransparent() {
        let erased = AnyView(AnyView(Text("inner")))
        XCTAssertEqual(plain(erased, width: 10), ["inner"])
        XCTAssertEqual(
            plain(
                Group {
                    Text("a")
                    Text("b")
                }.bold(), width: 10), ["a", "b"])
        XCTAssertEqual(TupleView([AnyView(Text("x")), AnyView(Text("y"))]).children.count, 2)
    }

    func testOptionalViewsRenderWhenPresent() {
        let present: Text? = Text("here")
        let absent: Text? = nil
        XCTAssertEqual(plain(present, width: 10), ["here"])
        XCTAssertEqual(plain(absent, width: 10), [])
        XCTAssertEqual(
            plain(
                HStack {
                    absent; Text("b")
                }, width: 10), ["b"], "an absent view takes no column")
    }

    func testRenderingAtZeroWidthGivesNothing() {
        XCTAssertEqual(Text("abc").render(width: 0), [])
    }

    func testRenderedLinesNeverExceedTheWidth() {
        let view = HStack(spacing: 0) {
            Text("abc").frame(width: 5)
            Text("日本語").fixedSize()
        }
        let lines = view.render(width: 6)
        XCTAssertTrue(lines.allSatisfy { $0.width <= 6 })
    }
}
