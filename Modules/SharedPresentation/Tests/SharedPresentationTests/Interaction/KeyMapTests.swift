import XCTest

@testable import SharedPresentation

/// The user's own keys: a rebound key stands for its command's letter, the replaced letter sends nothing, a letter
/// taken by another command leaves that command, and the help and key bar show the keys in force.
final class KeyMapTests: XCTestCase {
    private func map(_ bindings: (String, String)...) -> KeyMap {
        var map = KeyMap()
        for (name, keys) in bindings { XCTAssertNil(map.bind(name, to: Array(keys))) }
        return map
    }

    func testAReboundKeyStandsForTheLetterAndTheReplacedLetterSendsNothing() {
        let keys = map(("down", "n"), ("up", "e"))
        XCTAssertEqual(keys.resolve(.character("n")), .character("j"))
        XCTAssertEqual(keys.resolve(.character("e")), .character("k"))
        XCTAssertNil(keys.resolve(.character("j")))
        XCTAssertNil(keys.resolve(.character("k")))
        XCTAssertEqual(keys.resolve(.character("q")), .character("q"), "other letters as they are")
        XCTAssertEqual(keys.resolve(.down), .down, "arrows are never rebound")
        XCTAssertEqual(KeyMap().resolve(.character("j")), .character("j"))
    }

    func testSwappedLettersSwapCommands() {
        let keys = map(("down", "k"), ("up", "j"))
        XCTAssertEqual(keys.resolve(.character("k")), .character("j"))
        XCTAssertEqual(keys.resolve(.character("j")), .character("k"))
        XCTAssertEqual(keys.shown([.up, .character("k")]), [.up, .character("j")])
    }

    func testALetterTakenFromAnotherCommandLeavesIt() {
        let keys = map(("down", "k"))
        XCTAssertEqual(keys.resolve(.character("k")), .character("j"))
        XCTAssertEqual(keys.shown([.up, .character("k")]), [.up], "k is down's now")
        XCTAssertEqual(keys.shown([.down, .character("j")]), [.down, .character("k")])
    }

    func testBindRefusesUnknownCommandsNoKeysAndTakenKeys() {
        var keys = KeyMap()
        XCTAssertEqual(
            keys.bind("sideways", to: ["s"]),
            "no command 'sideways' (commands: up, down, page-down, top, bottom, open, back, open-link, filter, "
                + "clear-filter, refresh, help, quit)")
        XCTAssertEqual(keys.bind("down", to: []), "no key given")
        XCTAssertNil(keys.bind("down", to: ["n", " "]))
        XCTAssertEqual(keys.bind("quit", to: ["Q", " "]), "Space is already the key of down")
        XCTAssertEqual(keys.resolve(.character("Q")), .character("Q"), "a refused line changes nothing")
    }

    func testTheHelpAndTheKeyBarShowTheKeysInForce() {
        enum Command: Sendable { case up, down, quit }
        let bindings: [KeyBinding<Command>] = [
            KeyBinding([.up, .character("k")], .up, help: "move"),
            KeyBinding([.down, .character("j")], .down, help: "move"),
            KeyBinding([.character("q")], .quit, help: "quit"),
        ]
        let keys = map(("down", "n"), ("up", "e"), ("quit", "Q"))
        XCTAssertEqual(
            KeyHelp(bindings).hints(keys).map { "\($0.key) | \($0.label)" }, ["↑ ↓ · e n | move", "Q | quit"])
        XCTAssertEqual(keys.hint(KeyHint("q", "quit")).key, "Q")
        XCTAssertEqual(keys.hint(KeyHint("↑↓", "move")).key, "↑↓")
        XCTAssertEqual(map(("page-down", "b")).hint(KeyHint("x", "clear")).key, "x")
    }

    func testTheOnlyKeyOfACommandTakenAwayDropsItsHelpLine() {
        enum Command: Sendable { case filter, clear }
        let bindings: [KeyBinding<Command>] = [
            KeyBinding([.character("f")], .filter, help: "filter"),
            KeyBinding([.character("x")], .clear, help: "clear"),
        ]
        XCTAssertEqual(KeyHelp(bindings).hints(map(("filter", "x"))).map(\.key), ["x"])
    }
}
