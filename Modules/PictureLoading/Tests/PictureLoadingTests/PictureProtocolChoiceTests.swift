import TerminalImages
import TerminalRuntime
import XCTest

@testable import PictureLoading

/// The one place a run's picture protocol is chosen: the explicit choice, else the environment, then the terminal's
/// answer (kitty, then sixel, then what the environment said) when asking it may find better.
final class PictureProtocolChoiceTests: XCTestCase {
    private static let trueColour = ["TERM": "xterm-256color", "COLORTERM": "truecolor"]
    private static let kittyAnswer = TerminalGraphicsSupport(kitty: true, sixel: false)
    private static let sixelAnswer = TerminalGraphicsSupport(kitty: false, sixel: true)
    private static let noAnswer = TerminalGraphicsSupport()

    private func choice(
        _ requested: ImageOutputMode = .auto, environment: [String: String] = trueColour, colour: Bool = true,
        interactive: Bool = true
    ) -> PictureProtocolChoice {
        PictureProtocolChoice(
            requested: requested, environment: environment, drawsColour: colour, isInteractive: interactive)
    }

    /// What `auto` picks from `environment` alone, on an interactive colour terminal unless `isTerminal` is false.
    private func detect(_ environment: [String: String], isTerminal: Bool = true) -> TerminalGraphicsProtocol {
        PictureProtocolChoice(requested: .auto, environment: environment, drawsColour: isTerminal, isInteractive: true)
            .beforeAsking
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

    func testAnExplicitChoiceWinsEvenWhenNotATerminalAndNeverAsks() {
        for chosen in TerminalGraphicsProtocol.allCases {
            let explicit = choice(.fixed(chosen), environment: [:], colour: false, interactive: false)
            XCTAssertEqual(explicit.beforeAsking, chosen)
            XCTAssertFalse(explicit.asksTerminal)
            XCTAssertEqual(choice(.fixed(chosen)).answered(Self.kittyAnswer), chosen, "\(chosen)")
        }
    }

    func testTheAnswerChoosesKittyThenSixelThenWhatTheEnvironmentSaid() {
        let auto = choice()
        XCTAssertEqual(auto.beforeAsking, .blocks)
        XCTAssertTrue(auto.asksTerminal)
        XCTAssertEqual(auto.answered(Self.kittyAnswer), .kitty)
        XCTAssertEqual(auto.answered(TerminalGraphicsSupport(kitty: true, sixel: true)), .kitty)
        XCTAssertEqual(auto.answered(Self.sixelAnswer), .sixel)
        XCTAssertEqual(auto.answered(Self.noAnswer), .blocks)
        let xterm = choice(environment: ["TERM": "xterm-256color"])
        XCTAssertEqual(xterm.beforeAsking, .none)
        XCTAssertTrue(xterm.asksTerminal, "xterm does not say true colour but may draw sixel")
        XCTAssertEqual(xterm.answered(Self.sixelAnswer), .sixel)
        XCTAssertEqual(xterm.answered(Self.noAnswer), .none)
    }

    func testNoInteractiveColourTerminalAMultiplexerDumbOrAKnownTerminalNeverAsks() {
        XCTAssertFalse(choice(interactive: false).asksTerminal)
        XCTAssertFalse(choice(colour: false).asksTerminal)
        XCTAssertFalse(choice(environment: ["TERM": "dumb", "COLORTERM": "truecolor"]).asksTerminal)
        XCTAssertFalse(choice(environment: ["KITTY_WINDOW_ID": "1", "TERM": "xterm-kitty"]).asksTerminal)
        XCTAssertFalse(choice(environment: ["TERM_PROGRAM": "iTerm.app", "COLORTERM": "truecolor"]).asksTerminal)
        for multiplexed in [
            Self.trueColour.merging(["TMUX": "/tmp/tmux-1/default,1,0"]) { $1 },
            ["TERM": "screen-256color", "COLORTERM": "truecolor"], ["TERM_PROGRAM": "tmux", "COLORTERM": "truecolor"],
        ] {
            let inside = choice(environment: multiplexed)
            XCTAssertFalse(inside.asksTerminal, "\(multiplexed)")
            XCTAssertEqual(inside.answered(Self.kittyAnswer), .blocks, "\(multiplexed)")
        }
        XCTAssertTrue(choice(environment: ["TERM": "foot"]).asksTerminal, "foot is sixel already; kitty may be better")
    }
}
