import EndToEndSupport
import Foundation
import XCTest

/// The real browser in a 44 × 20 pseudo-terminal (issue 17, item 3): a refused filter shows its whole error and
/// the form's keys, the key bar keeps `? keys  q quit`, and the key help scrolls to its last line.
final class SmallTerminalEndToEndTests: XCTestCase {
    private var spacex: SpaceXProcess!

    override func setUpWithError() throws {
        spacex = try SpaceXProcess()
    }

    override func tearDown() {
        spacex?.removeCache()
    }

    /// Waits (with a deadline) until the cell screen shows every one of `texts`; the screen as it then is.
    @discardableResult
    private func waitFor(_ texts: [String], in terminal: PseudoTerminal, line: UInt = #line) -> String {
        let shown = terminal.waitForOutput { output in
            let screen = terminal.cellScreen(of: output).text
            return texts.allSatisfy { screen.contains($0) }
        }
        let screen = terminal.cellScreen.text
        XCTAssertTrue(shown, "expected \(texts) on screen:\n\(screen)", line: line)
        return screen
    }

    func testAt44By20TheFormErrorTheFormsKeysAndTheHelpsLastLineAreReachable() throws {
        let (terminal, process) = try spacex.startInPseudoTerminal(["--offline"], columns: 44, rows: 20)
        defer { if process.isRunning { process.terminate() } }
        waitFor(["Rockets", "↑↓ move  ⏎ open  f filter  ? keys  q quit"], in: terminal)

        terminal.type("f")
        waitFor(["Filter launches"], in: terminal)
        terminal.type("2020-02-30\r")
        let form = waitFor(
            ["✗ The start date \"2020-02-30\" does not", "exist: February 2020 has 29 days.", "⏎ apply  Esc cancel"],
            in: terminal)
        XCTAssertTrue(form.contains("› Start date  2020-02-30"), "the focused field is in view:\n\(form)")

        terminal.type("\u{1B}")
        waitFor(["? keys  q quit"], in: terminal)
        terminal.type("?")
        waitFor(["Keys", "↑↓ scroll"], in: terminal)
        terminal.type("\u{1B}[F")
        waitFor(["q · Ctrl-C"], in: terminal)
        terminal.type("x")
        waitFor(["? keys  q quit"], in: terminal)

        XCTAssertEqual(terminal.readUntilExit(of: process, typing: "q"), .exit(0), "q quits")
    }
}
