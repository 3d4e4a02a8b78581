import Foundation
import SpaceXCLI
import TerminalImages
import TerminalRuntime
import XCTest

@testable import PictureLoading

/// What the settings hand PictureProtocolChoice (whose rules PictureProtocolChoiceTests cover): `--images` and
/// `SPACEX_IMAGES` as the explicit choice, `--no-color`/`NO_COLOR` and a pipe as "no colour terminal", and a
/// terminal on both ends as one that can be asked.
final class TerminalQueryDecisionTests: XCTestCase {
    private static let environment = ["TERM": "xterm-256color", "COLORTERM": "truecolor"]
    private static let kitty = TerminalGraphicsSupport(kitty: true, sixel: false)

    private func settings(_ arguments: [String] = [], extra: [String: String] = [:], stdinIsTTY: Bool = true) throws
        -> AppSettings
    {
        let environment = Self.environment.merging(extra) { $1 }
        let invocation = try CommandLineParser(environment: environment).parse(arguments)
        return AppSettings(
            options: invocation.options, environment: environment, stdoutIsTTY: true, stdinIsTTY: stdinIsTTY,
            terminalSize: nil)
    }

    func testAutoOnAnInteractiveColourTerminalAsksAndTheAnswerChooses() throws {
        for auto in [try settings(), try settings(["--images", "auto"])] {
            XCTAssertEqual(auto.pictures.printed, .blocks)
            XCTAssertTrue(auto.pictures.choice.asksTerminal)
            XCTAssertEqual(auto.pictures.choice.answered(Self.kitty), .kitty)
        }
    }

    func testTheOptionOrTheVariableIsAnExplicitChoiceThatNeverAsks() throws {
        for explicit in [try settings(["--images", "sixel"]), try settings(extra: ["SPACEX_IMAGES": "sixel"])] {
            XCTAssertFalse(explicit.pictures.choice.asksTerminal)
            XCTAssertEqual(explicit.pictures.choice.answered(Self.kitty), .sixel)
        }
    }

    func testNoColourOrNoTerminalOnInputNeverAsks() throws {
        XCTAssertFalse(try settings(["--no-color"]).pictures.choice.asksTerminal)
        XCTAssertFalse(try settings(extra: ["NO_COLOR": "1"]).pictures.choice.asksTerminal)
        XCTAssertFalse(try settings(stdinIsTTY: false).pictures.choice.asksTerminal)
        XCTAssertEqual(try settings(stdinIsTTY: false).pictures.printed, .blocks, "a pipe into a terminal still draws")
    }
}
