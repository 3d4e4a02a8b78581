import SharedPresentation
import XCTest

final class InteractiveOnlyTests: XCTestCase {
    private let row = HStack(spacing: 2) {
        Text("Falcon 9")
        Spacer()
        Text("⏎ View rocket").interactiveOnly()
    }

    func testShownWhereKeysWork() {
        XCTAssertEqual(plain(row, width: 30), ["Falcon 9         ⏎ View rocket"])
    }

    func testLeftOutWithoutKeysTakingNoRoom() {
        var script = RenderContext()
        script.showsKeyHints = false
        XCTAssertEqual(TextRenderer.plain.render(row.render(width: 30, context: script)), ["Falcon 9"])
        let alone = Text("hint").interactiveOnly()
        XCTAssertEqual(alone.render(width: 10, context: script), [])
    }
}
