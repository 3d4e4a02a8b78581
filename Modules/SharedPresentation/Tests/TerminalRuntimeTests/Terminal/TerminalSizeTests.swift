import TerminalRuntime
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `Terminal.size(of:)` on a real pseudo-terminal whose size the test sets, and on a descriptor that is none.
final class TerminalSizeTests: XCTestCase {
    /// Opens a pseudo-terminal pair sized `size`, runs `body` with the terminal side, and closes both.
    private func withTerminal(_ size: winsize, _ body: (Int32) throws -> Void) throws {
        var controller: Int32 = -1
        var terminal: Int32 = -1
        var size = size
        guard openpty(&controller, &terminal, nil, nil, &size) == 0 else {
            throw XCTSkip("no pseudo-terminals here (errno \(errno))")
        }
        defer {
            close(terminal)
            close(controller)
        }
        try body(terminal)
    }

    func testCellsAndPixelsComeFromTheTerminal() throws {
        try withTerminal(winsize(ws_row: 40, ws_col: 120, ws_xpixel: 1200, ws_ypixel: 800)) { terminal in
            XCTAssertEqual(
                Terminal.size(of: terminal), TerminalSize(columns: 120, rows: 40, pixelWidth: 1200, pixelHeight: 800))
        }
    }

    func testATerminalThatReportsNoPixelsHasZero() throws {
        try withTerminal(winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)) { terminal in
            XCTAssertEqual(Terminal.size(of: terminal), TerminalSize(columns: 80, rows: 24))
        }
    }

    func testNoCellsOrNoTerminalIsNil() throws {
        try withTerminal(winsize(ws_row: 0, ws_col: 0, ws_xpixel: 0, ws_ypixel: 0)) { terminal in
            XCTAssertNil(Terminal.size(of: terminal))
        }
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        defer { ends.forEach { close($0) } }
        XCTAssertNil(Terminal.size(of: ends[1]))
    }
}
