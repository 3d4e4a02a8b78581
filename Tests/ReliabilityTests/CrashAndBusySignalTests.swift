import EndToEndSupport
import FakeSpaceXAPI
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The browser in a pseudo-terminal, ended the hard ways: a crash signal (a Swift trap is SIGILL, a bad access
/// SIGSEGV) restores the terminal settings and leaves the alternate screen before the default action ends it;
/// SIGTERM and SIGHUP end it within seconds even while its main queue is busy (the test-only `spacex-busy`
/// executable keeps the main queue busy once the browser starts, as laying out a huge page does). The browser's
/// peak memory is read from `/proc/<pid>/status` just before the signal and stays under ``MeasuredRun/memoryCap``;
/// what it does after (restoring the terminal, then ending) is not measured: `Process` reaps the child itself, so
/// its `rusage` is out of reach, and by then it only writes a few bytes before the signal ends it.
final class CrashAndBusySignalTests: ArchiveServerTestCase {
    private static let enterScreen = Array("\u{1B}[?1049h".utf8)
    private static let leaveScreen = Array("\u{1B}[?1049l".utf8)
    private static let showCursor = Array("\u{1B}[?25h".utf8)
    private static let busyMarker = Array("\u{1B}]2;spacex-busy\u{07}".utf8)

    /// Starts the browser (`executable`: `spacex`, or `spacex-busy`) and waits for the launches list.
    private func startBrowser(executable: String = "spacex") throws -> (PseudoTerminal, Process) {
        let (terminal, process) = try spacex.startInPseudoTerminal(
            ["--base-url", server.baseURL.absoluteString], columns: 100, rows: 30, executable: executable)
        XCTAssertTrue(terminal.waitForOutput { $0.firstRange(of: Self.enterScreen) != nil }, "the browser starts")
        return (terminal, process)
    }

    /// Checks the process was ended by `number` (or exited with `status`), and the terminal is as before.
    private func assertRestored(
        _ terminal: PseudoTerminal, _ process: Process, _ what: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertFalse(process.isRunning, "\(what): the browser ended", file: file, line: line)
        let output = terminal.output
        let entered = output.ranges(of: Self.enterScreen).last?.lowerBound ?? output.endIndex
        let left = output.ranges(of: Self.leaveScreen).last?.lowerBound ?? output.startIndex
        XCTAssertGreaterThan(left, entered, "\(what): the alternate screen is left", file: file, line: line)
        XCTAssertNotNil(
            output[entered...].firstRange(of: Self.showCursor), "\(what): cursor shown", file: file, line: line)
        let modes = tcflag_t(ECHO | ICANON | ISIG)
        XCTAssertEqual(
            terminal.settings().c_lflag & modes, modes, "\(what): echo, lines, signal keys", file: file, line: line)
        XCTAssertEqual(
            terminal.settings().c_oflag & tcflag_t(OPOST), tcflag_t(OPOST), "\(what): output processing", file: file,
            line: line)
    }

    func testACrashSignalRestoresTheTerminalThenEndsTheBrowserAsTheSignalWould() throws {
        for number in [SIGSEGV, SIGILL, SIGABRT] {
            let (terminal, process) = try startBrowser()
            defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
            spacex.assertPeakMemoryUnderCap(of: process, "signal \(number)")
            kill(process.processIdentifier, number)
            let end = terminal.readUntilExit(of: process, timeout: 10)
            guard end != .stillRunning else {
                XCTFail("signal \(number): the browser still runs after 10 s: \(terminal.cellScreen.text)")
                continue
            }
            assertRestored(terminal, process, "signal \(number)")
            XCTAssertEqual(end, .signal(number), "signal \(number): the default action")
        }
    }

    func testTerminateAndHangUpEndTheBrowserPromptlyWhileItsMainQueueIsBusy() throws {
        for number in [SIGTERM, SIGHUP] {
            let (terminal, process) = try startBrowser(executable: "spacex-busy")
            defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
            XCTAssertTrue(
                terminal.waitForOutput { $0.firstRange(of: Self.busyMarker) != nil },
                "signal \(number): the main queue is busy")
            spacex.assertPeakMemoryUnderCap(of: process, "signal \(number) while busy")
            kill(process.processIdentifier, number)
            let end = terminal.readUntilExit(of: process, timeout: 5)
            guard end != .stillRunning else {
                XCTFail("signal \(number): the busy browser still runs after 5 s")
                continue
            }
            assertRestored(terminal, process, "signal \(number) while busy")
            XCTAssertEqual(end, .exit(128 + number))
        }
    }
}
