import EndToEndSupport
import Foundation
import XCTest

/// Drives the real browser in a pseudo-terminal, records every byte it writes, renders them with libvterm's
/// `unterm` (a terminal no one here wrote), and compares that screen, cell for cell up to the last column, with
/// what the renderer meant to draw: the text the frame writer put on each row (``ScreenEmulator`` reads each row
/// from its cursor move and ignores erases, so it is the frame as rendered, whatever the terminal does with the
/// erases around it). The project's ``CellScreenEmulator``, which follows xterm's pending wrap, must agree too.
///
/// A frame writer that erased the rest of a line after text filling the width lost the last character of every
/// full-width row here (`1 of 20` for `1 of 205`, separators one cell short).
final class UntermScreenEndToEndTests: XCTestCase {
    func testScreensMatchUntermAt44By20() throws { try checkScreens(columns: 44, rows: 20) }
    func testScreensMatchUntermAt80By24() throws { try checkScreens(columns: 80, rows: 24) }
    func testScreensMatchUntermAt120By40() throws { try checkScreens(columns: 120, rows: 40) }
    func testScreensMatchUntermAt200By50() throws { try checkScreens(columns: 200, rows: 50) }

    /// A character cut by one of `unterm`'s 1024-byte reads is shown whole, and nothing stray follows it: libvterm
    /// 0.1.4 showed U+FFFD for it and another U+FFFD where the next character went (column 0 of row 24 after the
    /// browser grew to 200×50).
    func testACharacterAtUntermsReadBoundaryIsShownWhole() throws {
        for cut in 1...2 {
            let move = Array("\u{1B}[1;1H".utf8)
            let filler = [UInt8](repeating: UInt8(ascii: "a"), count: Unterm.readSize - move.count - cut)
            let bytes = move + filler + Array("…\u{1B}[2;1HX".utf8)
            let screen = try Unterm.screen(of: bytes, columns: Unterm.readSize, rows: 3)
            XCTAssertEqual(screen.first?.suffix(2), "a…", "cut after byte \(cut) of 3")
            XCTAssertEqual(screen.dropFirst().first, "X", "cut after byte \(cut) of 3: nothing stray on the next row")
        }
    }

    /// The launches list, a launch detail, its rocket's detail, the filter form with an error and the help overlay.
    private func checkScreens(columns: Int, rows: Int) throws {
        guard Unterm.executable != nil else {
            return XCTFail(
                "unterm is not installed (Debian package libvterm-bin), so the screens cannot be checked: run "
                    + "scripts/install-test-tools")
        }
        let server = try ArchiveAPIServer.start()
        defer { server.stop() }
        let spacex = try SpaceXProcess()
        defer { spacex.removeCache() }
        let (terminal, process) = try spacex.startInPseudoTerminal(
            ["--base-url", server.baseURL.absoluteString, "--images", "none"], environment: ["TZ": "UTC"],
            columns: columns, rows: rows)
        defer { if process.isRunning { process.terminate() } }
        let size = "\(columns)×\(rows)"

        show("launches list", at: size, on: terminal) { $0.contains("›") }
        try assertUntermShowsTheFrame("launches list at \(size)", terminal)

        terminal.type("\r")
        show("launch detail", at: size, on: terminal) { $0.contains("‹ Launches") }
        try assertUntermShowsTheFrame("launch detail at \(size)", terminal)

        // ⏎ acts only on a focused element in view: where the rocket card is below the first screen (44×20),
        // ↓ brings it into view and focuses it first.
        let isRocketDetail: (ScreenEmulator) -> Bool = { $0.text.contains("\nFalcon 9\n") }
        terminal.type("\r")
        for _ in 0..<6 where !isRocketDetail(terminal.waitForScreen(timeout: 2, until: isRocketDetail)) {
            terminal.type("\u{1B}[B")
            terminal.readUntilQuiet()
            terminal.type("\r")
        }
        show("rocket detail", at: size, on: terminal, until: isRocketDetail)
        try assertUntermShowsTheFrame("rocket detail at \(size)", terminal)

        terminal.type("\u{1B}")
        show("launch detail again", at: size, on: terminal) {
            $0.contains("‹ Launches") || $0.contains("View rocket")  // scrolled to the card where it was opened
        }
        terminal.type("\u{1B}")
        show("launches list again", at: size, on: terminal) { !$0.contains("‹ ") && $0.contains("›") }
        terminal.type("f")
        show("filter form", at: size, on: terminal) { $0.contains("Filter launches") }
        terminal.type("2020-02-30")
        show("filter form with a date", at: size, on: terminal) { $0.contains("2020-02-30") }
        let typed = ScreenEmulator(bytes: terminal.output).text
        terminal.type("\r")
        // Where the form does not scroll the error into view, nothing on screen changes: the wait then ends on
        // its time limit and the unchanged screen is compared.
        terminal.waitForScreen(timeout: 3) { $0.text != typed }
        terminal.readUntilQuiet()
        try assertUntermShowsTheFrame("filter form with an error at \(size)", terminal)

        terminal.type("\u{1B}")
        show("launches list after the filter", at: size, on: terminal) { !$0.contains("Filter launches") }
        terminal.type("?")
        show("help overlay", at: size, on: terminal) { $0.rows.values.contains("Keys") }
        try assertUntermShowsTheFrame("help overlay at \(size)", terminal)
    }

    /// Waits (bounded) until the frame text satisfies `condition`, then until the program stops writing, so the
    /// recorded bytes end with a whole frame.
    private func show(
        _ name: String, at size: String, on terminal: PseudoTerminal, file: StaticString = #filePath,
        line: UInt = #line, until condition: @escaping (ScreenEmulator) -> Bool
    ) {
        let screen = terminal.waitForScreen(until: condition)
        XCTAssertTrue(condition(screen), "the \(name) at \(size) shows:\n\(screen.text)", file: file, line: line)
        XCTAssertTrue(terminal.readUntilQuiet(), "the \(name) at \(size) settles", file: file, line: line)
    }

    /// Compares, row by row and up to the last column, unterm's screen and the cell screen with the frame text.
    private func assertUntermShowsTheFrame(
        _ name: String, _ terminal: PseudoTerminal, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let meant = terminal.frameRows()
        XCTAssertTrue(
            meant.contains { $0.count == terminal.columns },
            "\(name): some row fills the width, so the check "
                + "reaches the last column:\n\(meant.joined(separator: "\n"))", file: file, line: line)
        let differences = try terminal.rowsRenderedOtherwise()
        XCTAssertTrue(differences.isEmpty, "\(name): \(differences.joined(separator: "\n"))", file: file, line: line)
    }
}
