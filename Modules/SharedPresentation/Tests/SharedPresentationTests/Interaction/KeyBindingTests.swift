import SharedPresentation
import XCTest

/// Key maps as data: the first binding of a key wins, and the hints come from the bindings that have one.
final class KeyBindingTests: XCTestCase {
    private enum Command: Sendable, Equatable { case up, down, open }

    private let bindings: [KeyBinding<Command>] = [
        KeyBinding([.up, .character("k")], .up, hint: KeyHint("↑", "up")),
        KeyBinding([.down], .down),
        KeyBinding([.enter, .down], .open, hint: .open),
    ]

    func testLookUpAndHints() {
        XCTAssertEqual(bindings.command(for: .character("k")), .up)
        XCTAssertEqual(bindings.command(for: .down), .down)
        XCTAssertNil(bindings.command(for: .character("x")))
        XCTAssertEqual(bindings.hints().map(\.label), ["up", "open"])
    }
}
