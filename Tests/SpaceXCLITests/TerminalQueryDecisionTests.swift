import Foundation
import SpaceXCLI
import TerminalImages
import TerminalRuntime
import XCTest

/// When `--images auto` asks the terminal which graphics it draws, and what its answer chooses: kitty, then sixel,
/// then what the environment said; an explicit choice, a pipe, no colour, tmux and a known kitty or iTerm2
/// terminal never ask.
final class TerminalQueryDecisionTests: XCTestCase {
    private static let trueColour = ["TERM": "xterm-256color", "COLORTERM": "truecolor"]
    private static let kittyAnswer = TerminalGraphicsSupport(kitty: true, sixel: false)
    private static let sixelAnswer = TerminalGraphicsSupport(kitty: false, sixel: true)
    private static let noAnswer = TerminalGraphicsSupport()

    private func settings(
        _ arguments: [String] = [], environment: [String: String] = trueColour, terminal: Bool = true
    ) throws -> AppSettings {
        let invocation = try CommandLineParser(environment: environment).parse(arguments)
        return AppSettings(
            options: invocation.options, environment: environment, stdoutIsTTY: terminal, stdinIsTTY: terminal,
            terminalSize: nil)
    }

    func testBlocksFromTheEnvironmentAskAndAKittyAnswerWins() throws {
        let auto = try settings()
        XCTAssertEqual(auto.pictures, .blocks)
        XCTAssertTrue(auto.pictureChoice.asksTerminal)
        XCTAssertEqual(auto.pictureChoice.answered(Self.kittyAnswer), .kitty)
        XCTAssertEqual(auto.pictureChoice.answered(TerminalGraphicsSupport(kitty: true, sixel: true)), .kitty)
    }

    func testDeviceAttributesWithSixelChooseSixel() throws {
        XCTAssertEqual(try settings().pictureChoice.answered(Self.sixelAnswer), .sixel)
        let noTrueColour = try settings(environment: ["TERM": "xterm-256color"])
        XCTAssertEqual(noTrueColour.pictures, .none)
        XCTAssertTrue(noTrueColour.pictureChoice.asksTerminal, "xterm does not say true colour but may draw sixel")
        XCTAssertEqual(noTrueColour.pictureChoice.answered(Self.sixelAnswer), .sixel)
    }

    func testNoAnswerKeepsWhatTheEnvironmentSaid() throws {
        XCTAssertEqual(try settings().pictureChoice.answered(Self.noAnswer), .blocks)
        XCTAssertEqual(
            try settings(environment: ["TERM": "xterm-256color"]).pictureChoice.answered(Self.noAnswer), .none)
        let foot = try settings(environment: ["TERM": "foot"])
        XCTAssertTrue(foot.pictureChoice.asksTerminal)
        XCTAssertEqual(foot.pictureChoice.answered(Self.noAnswer), .sixel)
    }

    func testAnExplicitChoiceNeverAsks() throws {
        for arguments in [["--images", "blocks"], ["--images", "none"], ["--images", "sixel"]] {
            let explicit = try settings(arguments)
            XCTAssertFalse(explicit.pictureChoice.asksTerminal, "\(arguments)")
            XCTAssertEqual(explicit.pictureChoice.answered(Self.kittyAnswer), explicit.pictures, "\(arguments)")
        }
        let variable = try settings(environment: Self.trueColour.merging(["SPACEX_IMAGES": "blocks"]) { $1 })
        XCTAssertFalse(variable.pictureChoice.asksTerminal)
        XCTAssertEqual(variable.pictureChoice.answered(Self.kittyAnswer), .blocks)
        XCTAssertTrue(try settings(["--images", "auto"]).pictureChoice.asksTerminal, "auto spelled out still asks")
    }

    func testNoTerminalNoColourOrAMultiplexerNeverAsks() throws {
        XCTAssertFalse(try settings(terminal: false).pictureChoice.asksTerminal)
        XCTAssertFalse(try settings(["--no-color"]).pictureChoice.asksTerminal)
        XCTAssertFalse(
            try settings(environment: Self.trueColour.merging(["NO_COLOR": "1"]) { $1 }).pictureChoice.asksTerminal)
        XCTAssertFalse(
            try settings(environment: ["TERM": "dumb", "COLORTERM": "truecolor"]).pictureChoice.asksTerminal)
        for multiplexed in [
            Self.trueColour.merging(["TMUX": "/tmp/tmux-1/default,1,0"]) { $1 },
            ["TERM": "screen-256color", "COLORTERM": "truecolor"], ["TERM": "tmux-256color", "COLORTERM": "truecolor"],
        ] {
            let inside = try settings(environment: multiplexed)
            XCTAssertFalse(inside.pictureChoice.asksTerminal, "\(multiplexed)")
            XCTAssertEqual(inside.pictureChoice.answered(Self.kittyAnswer), .blocks, "\(multiplexed)")
        }
    }

    func testAKnownKittyOrITermTerminalDoesNotAsk() throws {
        XCTAssertFalse(
            try settings(environment: ["KITTY_WINDOW_ID": "1", "TERM": "xterm-kitty"]).pictureChoice.asksTerminal)
        let iterm = try settings(environment: ["TERM_PROGRAM": "iTerm.app", "COLORTERM": "truecolor"])
        XCTAssertFalse(iterm.pictureChoice.asksTerminal)
        XCTAssertEqual(iterm.pictureChoice.answered(Self.kittyAnswer), .iterm2)
    }
}
