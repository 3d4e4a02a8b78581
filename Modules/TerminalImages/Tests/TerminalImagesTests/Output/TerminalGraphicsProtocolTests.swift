import XCTest

@testable import TerminalImages

final class TerminalGraphicsProtocolTests: XCTestCase {
    private func detect(_ environment: [String: String], isTerminal: Bool = true) -> TerminalGraphicsProtocol {
        TerminalGraphicsProtocol.detect(environment: environment, isTerminal: isTerminal)
    }

    func testKittyFamily() {
        XCTAssertEqual(detect(["KITTY_WINDOW_ID": "1", "TERM": "xterm-256color"]), .kitty)
        XCTAssertEqual(detect(["TERM": "xterm-kitty"]), .kitty)
        XCTAssertEqual(detect(["TERM": "xterm-ghostty"]), .kitty)
        XCTAssertEqual(detect(["TERM_PROGRAM": "ghostty", "TERM": "xterm-256color"]), .kitty)
    }

    func testITerm2Family() {
        XCTAssertEqual(detect(["TERM_PROGRAM": "iTerm.app", "TERM": "xterm-256color"]), .iterm2)
        XCTAssertEqual(detect(["TERM_PROGRAM": "WezTerm"]), .iterm2)
        XCTAssertEqual(detect(["TERM": "wezterm"]), .iterm2)
        XCTAssertEqual(detect(["TERM_PROGRAM": "vscode", "COLORTERM": "truecolor"]), .iterm2)
    }

    func testSixelFamily() {
        XCTAssertEqual(detect(["TERM": "foot"]), .sixel)
        XCTAssertEqual(detect(["TERM": "foot-extra"]), .sixel)
        XCTAssertEqual(detect(["TERM": "mlterm"]), .sixel)
    }

    func testTrueColourFallsBackToBlocks() {
        XCTAssertEqual(detect(["TERM": "xterm-256color", "COLORTERM": "truecolor"]), .blocks)
        XCTAssertEqual(detect(["TERM": "xterm-256color", "COLORTERM": "24bit"]), .blocks)
        XCTAssertEqual(detect(["TERM": "xterm-direct"]), .blocks)
    }

    func testMultiplexersSwallowGraphicsSoOnlyBlocksOrNothing() {
        XCTAssertEqual(detect(["TMUX": "/tmp/tmux", "KITTY_WINDOW_ID": "1", "COLORTERM": "truecolor"]), .blocks)
        XCTAssertEqual(detect(["TERM": "screen-256color", "TERM_PROGRAM": "iTerm.app"]), .none)
        XCTAssertEqual(detect(["TERM": "tmux-256color", "COLORTERM": "truecolor"]), .blocks)
    }

    func testNothingKnownIsNone() {
        XCTAssertEqual(detect([:]), .none)
        XCTAssertEqual(detect(["TERM": "xterm-256color"]), .none)
        XCTAssertEqual(detect(["TERM": "dumb", "COLORTERM": "truecolor"]), .none)
    }

    func testNotATerminalIsNoneWhateverTheEnvironment() {
        XCTAssertEqual(detect(["KITTY_WINDOW_ID": "1", "COLORTERM": "truecolor"], isTerminal: false), .none)
    }

    func testModeParsesEverySpellingAndRefusesOthers() {
        XCTAssertEqual(ImageOutputMode(argument: "auto"), .auto)
        XCTAssertEqual(ImageOutputMode(argument: "Kitty"), .fixed(.kitty))
        XCTAssertEqual(ImageOutputMode(argument: "iterm2"), .fixed(.iterm2))
        XCTAssertEqual(ImageOutputMode(argument: "SIXEL"), .fixed(.sixel))
        XCTAssertEqual(ImageOutputMode(argument: "blocks"), .fixed(.blocks))
        XCTAssertEqual(ImageOutputMode(argument: "none"), .fixed(TerminalGraphicsProtocol.none))
        XCTAssertNil(ImageOutputMode(argument: "png"))
        XCTAssertNil(ImageOutputMode(argument: ""))
        XCTAssertEqual(ImageOutputMode.spellings, ["auto", "kitty", "iterm2", "sixel", "blocks", "none"])
    }

    func testAnExplicitChoiceWinsEvenWhenNotATerminal() {
        XCTAssertEqual(ImageOutputMode.fixed(.blocks).resolve(environment: [:], isTerminal: false), .blocks)
        XCTAssertEqual(ImageOutputMode.auto.resolve(environment: ["TERM": "foot"], isTerminal: false), .none)
        XCTAssertEqual(ImageOutputMode.auto.resolve(environment: ["TERM": "foot"], isTerminal: true), .sixel)
    }
}
