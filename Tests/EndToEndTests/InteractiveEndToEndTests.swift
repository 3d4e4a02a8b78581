import EndToEndSupport
import FakeSpaceXAPI
import Foundation
import LaunchesMocks
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Drives the real binary's full-screen browser through a pseudo-terminal.
final class InteractiveEndToEndTests: XCTestCase {
    func testTabsSwitchADetailOpensBackWorksQuitExitsAndTheTerminalIsRestored() throws {
        let server = try ArchiveAPIServer.start()
        defer { server.stop() }
        let spacex = try SpaceXProcess()
        defer { spacex.removeCache() }
        let terminal = try PseudoTerminal(columns: 100, rows: 30)
        let before = terminal.settings()

        let process = Process()
        process.executableURL = try SpaceXProcess.executable
        process.arguments = ["--base-url", server.baseURL.absoluteString]
        var environment = ProcessInfo.processInfo.environment
        environment["SPACEX_CACHE_DIR"] = spacex.cacheDirectory.path
        environment["TERM"] = "xterm-256color"
        environment["TZ"] = "UTC"
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        // No pictures unless a test asks for them: `--images auto` would pick a protocol from the CI's terminal.
        for name in ["SPACEX_IMAGES", "KITTY_WINDOW_ID", "TERM_PROGRAM", "COLORTERM"] { environment[name] = nil }
        process.environment = environment
        let handle = FileHandle(fileDescriptor: terminal.slave, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        // The browser opens on Upcoming: the archive's soonest upcoming launch first.
        let first = String(LaunchMocks.soonestUpcoming.name.prefix(15))  // wide rows cut long names
        var screen = terminal.waitForScreen { $0.contains(first) && $0.contains("Rockets") }
        XCTAssertTrue(screen.contains(first), "the launches tab opens on Upcoming:\n\(screen.text)")
        XCTAssertNotEqual(
            terminal.settings().c_lflag & tcflag_t(ECHO), before.c_lflag & tcflag_t(ECHO), "raw mode is on")

        terminal.type("2")
        // Wide launch rows name their rocket too, so the tab has switched only once the launches are gone.
        screen = terminal.waitForScreen { $0.contains("Falcon Heavy") && !$0.contains(first) }
        XCTAssertTrue(screen.contains("Falcon Heavy"), "the rockets tab lists rockets:\n\(screen.text)")
        XCTAssertFalse(screen.contains(first))

        terminal.type("1")
        screen = terminal.waitForScreen { $0.contains(first) }
        XCTAssertTrue(screen.contains(first), "back on the launches tab:\n\(screen.text)")

        terminal.type("\r")
        screen = terminal.waitForScreen { $0.contains("Esc") && $0.contains("View rocket") && $0.contains("back") }
        XCTAssertTrue(
            screen.contains("View rocket"),
            "the launch detail shows its rocket card (only the card says \"View rocket\"):\n\(screen.text)")
        let detail = screen.text

        terminal.type("\u{1B}")
        screen = terminal.waitForScreen { $0.text != detail && $0.contains("filter") }
        XCTAssertTrue(screen.contains("filter"), "back on the list with its key hints:\n\(screen.text)")

        XCTAssertEqual(terminal.readUntilExit(of: process, typing: "q"), .exit(0), "q quits")

        let after = terminal.settings()
        XCTAssertEqual(after.c_lflag, before.c_lflag, "echo and canonical mode are restored")
        XCTAssertEqual(after.c_iflag, before.c_iflag)
        XCTAssertEqual(after.c_oflag, before.c_oflag)
        let output = String(decoding: terminal.output, as: UTF8.self)
        XCTAssertTrue(output.contains("\u{1B}[?1049h"), "the alternate screen was entered")
        XCTAssertTrue(output.contains("\u{1B}[?1049l"), "the alternate screen was left")
        XCTAssertTrue(
            output.hasSuffix("\u{1B}[?25h\u{1B}[?1049l") || output.contains("\u{1B}[?25h"), "the cursor is shown")
    }
}
