import Foundation
import SpaceXCLI
import TerminalImages
import TerminalRuntime
import XCTest

@testable import PictureLoading

/// `--images` and `SPACEX_IMAGES`: parsed from the option table, and resolved against the terminal by the settings.
final class PictureOptionTests: XCTestCase {
    private func settings(
        _ arguments: [String], environment: [String: String] = [:], stdoutIsTTY: Bool
    ) throws -> AppSettings {
        let invocation = try CommandLineParser(environment: environment).parse(arguments)
        return AppSettings(
            options: invocation.options, environment: environment, stdoutIsTTY: stdoutIsTTY, stdinIsTTY: stdoutIsTTY,
            terminalSize: nil)
    }

    func testTheOptionAndTheVariableParseEveryWayAndTheOptionWins() throws {
        let parser = CommandLineParser(environment: ["SPACEX_IMAGES": "sixel"])
        XCTAssertEqual(try parser.parse(["rockets"]).options.images, .fixed(.sixel))
        XCTAssertEqual(try parser.parse(["rockets", "--images", "kitty"]).options.images, .fixed(.kitty))
        XCTAssertEqual(try CommandLineParser(environment: [:]).parse(["rockets"]).options.images, .auto)
        XCTAssertEqual(
            try CommandLineParser(environment: [:]).parse(["--images=none"]).options.images,
            .fixed(TerminalGraphicsProtocol.none))
    }

    func testAnUnknownWayIsAUsageErrorNamingTheChoices() {
        XCTAssertThrowsError(try CommandLineParser(environment: [:]).parse(["rockets", "--images", "png"])) {
            XCTAssertEqual(
                ($0 as? UsageError)?.message, "--images must be auto, kitty, iterm2, sixel, blocks or none, not 'png'")
        }
        XCTAssertThrowsError(try CommandLineParser(environment: ["SPACEX_IMAGES": "yes"]).parse(["rockets"])) {
            XCTAssertEqual(
                ($0 as? UsageError)?.message,
                "SPACEX_IMAGES must be auto, kitty, iterm2, sixel, blocks or none, not 'yes'")
        }
    }

    func testAutoDrawsOnlyOnAColourTerminal() throws {
        let kitty = ["KITTY_WINDOW_ID": "3", "TERM": "xterm-kitty"]
        XCTAssertEqual(try settings([], environment: kitty, stdoutIsTTY: true).pictures.printed, .kitty)
        XCTAssertEqual(try settings([], environment: kitty, stdoutIsTTY: false).pictures.printed, .none)
        XCTAssertEqual(try settings(["--no-color"], environment: kitty, stdoutIsTTY: true).pictures.printed, .none)
        XCTAssertEqual(
            try settings([], environment: kitty.merging(["NO_COLOR": "1"]) { $1 }, stdoutIsTTY: true).pictures.printed,
            .none)
    }

    func testAnExplicitWayDrawsEvenIntoAPipe() throws {
        XCTAssertEqual(try settings(["--images", "blocks"], stdoutIsTTY: false).pictures.printed, .blocks)
        XCTAssertEqual(
            try settings([], environment: ["SPACEX_IMAGES": "iterm2"], stdoutIsTTY: false).pictures.printed, .iterm2)
        XCTAssertEqual(try settings([], stdoutIsTTY: false).pictures.cellPixelSize, .fallback)
        XCTAssertNil(try settings([], stdoutIsTTY: false).pictures.measuredCellPixelSize)
        XCTAssertEqual(
            try settings(["--images", "sixel"], stdoutIsTTY: false).pictures.sixelCellPixelSize, .conservative)
        let invocation = try CommandLineParser(environment: [:]).parse(["--images", "sixel"])
        let measured = AppSettings(
            options: invocation.options, environment: [:], stdoutIsTTY: true, stdinIsTTY: true,
            terminalSize: TerminalSize(columns: 80, rows: 24, pixelWidth: 720, pixelHeight: 456))
        XCTAssertEqual(
            measured.pictures.sixelCellPixelSize, CellPixelSize(width: 9, height: 19), "a terminal that says")
    }
}
