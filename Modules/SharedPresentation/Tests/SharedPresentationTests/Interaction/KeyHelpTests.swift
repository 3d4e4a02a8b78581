import SharedPresentation
import XCTest

/// The key help derived from key bindings: one line per help text, keys in columns, screens' lines with the same
/// keys joined, and a key added to a binding shown with no other edit.
final class KeyHelpTests: XCTestCase {
    private enum Command: Sendable, Equatable { case up, down, open, secret }

    private func lines(_ help: KeyHelp) -> [String] {
        help.hints.map { "\($0.key) | \($0.label)" }
    }

    private static let moveHint = KeyHint("↑↓", "move")

    private let list: [KeyBinding<Command>] = [
        KeyBinding([.up, .character("k")], .up, help: "move"),
        KeyBinding([.down, .character("j")], .down, hint: KeyHelpTests.moveHint, help: "move"),
        KeyBinding([.character("z")], .secret),
        KeyBinding([.enter, .right, .character("l")], .open, help: "open"),
    ]

    func testBindingsSharingATextShareALineWithTheirKeysInColumns() {
        XCTAssertEqual(lines(KeyHelp(list)), ["↑ ↓ · k j | move", "⏎ · → · l | open"], "z has no help: left out")
    }

    func testAKeyAddedToABindingShowsInTheHelp() {
        var bindings = list
        bindings[3] = KeyBinding([.enter, .right, .character("l"), .character(" ")], .open, help: "open")
        XCTAssertEqual(lines(KeyHelp(bindings))[1], "⏎ · → · l · Space | open")
    }

    func testScreensWithTheSameKeysShareALineAndRepeatedBindingsAreListedOnce() {
        let detail: [KeyBinding<Command>] = [
            KeyBinding([.up, .character("k")], .up, help: "in details, select"),
            KeyBinding([.down, .character("j")], .down, help: "in details, select"),
            KeyBinding([.enter, .right, .character("l")], .open, help: "open"),
            KeyBinding([.controlC], .secret, help: "quit"),
        ]
        XCTAssertEqual(
            lines(KeyHelp(list) + KeyHelp(list) + KeyHelp(detail)),
            ["↑ ↓ · k j | move; in details, select", "⏎ · → · l | open", "Ctrl-C | quit"])
        XCTAssertEqual(lines(KeyHelp() + KeyHelp(Array(detail.prefix(1)))), ["↑ · k | in details, select"])
    }

    func testKeyNames() {
        let keys: [Key] = [
            .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .escape, .backspace, .tab, .backTab,
            .controlC, .controlD, .controlL, .character(" "), .character("G"),
        ]
        XCTAssertEqual(
            keys.map(\.name).joined(separator: " "),
            "↑ ↓ ← → PgUp PgDn Home End ⏎ Esc ⌫ Tab ⇧Tab Ctrl-C Ctrl-D Ctrl-L Space G")
    }

    func testAMappedBindingKeepsItsKeysHintAndHelp() {
        let mapped = list[1].map { "\($0)" }
        XCTAssertEqual(mapped.command, "down")
        XCTAssertEqual(mapped.keys, [.down, .character("j")])
        XCTAssertEqual(mapped.hint, Self.moveHint)
        XCTAssertEqual(mapped.help, "move")
    }
}
