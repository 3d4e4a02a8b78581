import EndToEndSupport
import Foundation
import XCTest

/// Issue 28, item 3 and the "terminal too small" frame, in a pseudo-terminal replayed through libvterm's
/// `unterm`: a window grown from 80×24 to 120×40 or 200×50 is filled at once (it left 11 and 22 rows blank until a
/// key was pressed), and libvterm's screen is the frame at both sizes; below the minimum size a frame says so and
/// `q` still quits.
final class TerminalSizeEndToEndTests: XCTestCase {
    private var spacex: SpaceXProcess!

    override func setUpWithError() throws {
        spacex = try SpaceXProcess()
    }

    override func tearDown() {
        spacex?.removeCache()
    }

    func testGrowingTheWindowFillsItWithRowsWithoutAKey() throws {
        for (columns, rows) in [(120, 40), (200, 50)] {
            let server = try ArchiveAPIServer.start()
            defer { server.stop() }
            let (terminal, process) = try spacex.startInPseudoTerminal(
                ["--base-url", server.baseURL.absoluteString, "--images", "none"], columns: 80, rows: 24)
            defer { if process.isRunning { process.terminate() } }
            terminal.waitForScreen { $0.contains("›") && $0.contains("Rockets") }
            XCTAssertTrue(terminal.readUntilQuiet(), "the first screen settles")
            // The browser opens on Upcoming (18 launches, too few to fill 200×50); `p` shows Past.
            terminal.type("p")
            terminal.waitForScreen { $0.contains("Past") && $0.contains("›") && $0.contains("Rockets") }
            XCTAssertTrue(terminal.readUntilQuiet(), "Past settles")

            let resized = terminal.output.count
            terminal.resize(columns: columns, rows: rows, telling: process)
            let size = "\(columns)×\(rows)"
            terminal.waitForScreen { $0.contains("Rockets") && $0.rows[rows] != nil }
            XCTAssertTrue(terminal.readUntilQuiet(for: 0.5), "\(size): the grown screen settles")
            let shown = terminal.frameRows(since: resized)
            // The rows above the message line, the key bar and the tab bar: the list's header and its rows.
            let blank = shown.prefix(rows - 4).filter(\.isEmpty).count
            XCTAssertLessThanOrEqual(blank, 1, "\(size): the list fills the window:\n\(shown.joined(separator: "\n"))")
            try assertUntermAgrees("\(size) after growing", terminal, since: resized)
            XCTAssertEqual(terminal.readUntilExit(of: process, typing: "q"), .exit(0), "\(size): q quits")
        }
    }

    func testBelowTheMinimumSizeAFrameSaysSoAndQStillQuits() throws {
        for (columns, rows) in [(30, 10), (18, 8)] {
            let size = "\(columns)×\(rows)"
            let (terminal, process) = try spacex.startInPseudoTerminal(
                ["--offline", "--images", "none"], columns: columns, rows: rows)
            defer { if process.isRunning { process.terminate() } }
            let screen = terminal.waitForScreen { $0.contains("q quits") }
            XCTAssertTrue(terminal.readUntilQuiet(), "\(size): settles")
            XCTAssertTrue(screen.contains("Terminal too small"), "\(size):\n\(screen.text)")
            XCTAssertTrue(screen.contains("\(size), needs 30×14"), "\(size): says the size needed:\n\(screen.text)")
            XCTAssertFalse(screen.contains("Launches"), "\(size): no broken frame:\n\(screen.text)")
            try assertUntermAgrees("\(size) too small", terminal)
            terminal.type("j")
            XCTAssertTrue(terminal.readUntilQuiet(), "\(size): other keys do nothing")
            XCTAssertEqual(terminal.readUntilExit(of: process, typing: "q"), .exit(0), "\(size): q quits")
        }
    }

    func testShrinkingBelowTheMinimumAndGrowingAgainShowsTheSamePlace() throws {
        let (terminal, process) = try spacex.startInPseudoTerminal(
            ["--offline", "--images", "none"], columns: 80, rows: 24)
        defer { if process.isRunning { process.terminate() } }
        terminal.waitForScreen { $0.contains("›") && $0.contains("Rockets") }
        terminal.type("jj")
        terminal.waitForScreen { $0.contains("3 of 18") }
        let shrunk = terminal.output.count
        terminal.resize(columns: 30, rows: 10, telling: process)
        terminal.waitForScreen { $0.contains("Terminal too small") }
        XCTAssertTrue(terminal.readUntilQuiet(), "settles too small")
        try assertUntermAgrees("30×10 after shrinking", terminal, since: shrunk)
        let grown = terminal.output.count
        terminal.resize(columns: 80, rows: 24, telling: process)
        let screen = terminal.waitForScreen { $0.contains("3 of 18") && !$0.contains("Terminal too small") }
        XCTAssertTrue(screen.contains("3 of 18"), "the same place again:\n\(screen.text)")
        XCTAssertTrue(terminal.readUntilQuiet(), "settles at 80×24")
        try assertUntermAgrees("80×24 after growing again", terminal, since: grown)
        XCTAssertEqual(terminal.readUntilExit(of: process, typing: "q"), .exit(0), "q quits")
    }

    private func assertUntermAgrees(
        _ name: String, _ terminal: PseudoTerminal, since offset: Int = 0, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let differences = try terminal.rowsRenderedOtherwise(since: offset)
        XCTAssertTrue(differences.isEmpty, "\(name): \(differences.joined(separator: "\n"))", file: file, line: line)
    }
}
