import EndToEndSupport
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 28, items 6 and 7, in a pseudo-terminal and in tmux: a terminal that can't take the full-screen browser
/// (`TERM=dumb`, a `TERM` terminfo does not know) gets the list printed once with no escape sequence; keys typed
/// while the browser starts are kept (a `q` typed 50 ms after start-up quits); Ctrl-Z gives the shell its
/// terminal back and `fg` redraws the same screen.
final class TerminalMannersEndToEndTests: XCTestCase {
    private var spacex: SpaceXProcess!

    override func setUpWithError() throws {
        spacex = try SpaceXProcess()
    }

    override func tearDown() {
        spacex?.removeCache()
    }

    func testADumbTerminalOrOneTerminfoDoesNotKnowGetsTheListPrintedOnceWithNoEscapeSequence() throws {
        for term in ["dumb", "no-such-terminal-spacex"] {
            let (terminal, process) = try spacex.startInPseudoTerminal(
                ["--offline"], environment: ["TERM": term, "COLORTERM": ""], columns: 80, rows: 24)
            defer { if process.isRunning { process.terminate() } }
            XCTAssertEqual(terminal.readUntilExit(of: process, timeout: 20), .exit(0), "TERM=\(term): printed, ended")
            let text = String(decoding: terminal.output, as: UTF8.self)
            XCTAssertFalse(terminal.output.contains(0x1B), "TERM=\(term): no escape sequence:\n\(text)")
            XCTAssertTrue(text.contains("205 launches"), "TERM=\(term): the list's header:\n\(text)")
            XCTAssertTrue(text.contains("next: spacex launches --page 2"), "TERM=\(term): as in a pipe:\n\(text)")
            // What a terminal shows of it (libvterm): the printed lines, no screen taken over.
            guard Unterm.executable != nil else { return XCTFail("unterm is missing: run scripts/install-test-tools") }
            let shown = try Unterm.screen(of: terminal.output, columns: 80, rows: 24)
            XCTAssertTrue(
                shown.contains { $0.hasPrefix("Page 1 of 21") },
                "TERM=\(term): unterm shows the page line:\n"
                    + shown.joined(separator: "\n"))
        }
    }

    func testAQTypedFiftyMillisecondsAfterStartUpQuits() throws {
        // `--images none` starts the browser at once; `auto` first asks the terminal (which never answers here,
        // so the question waits its 200 ms while the `q` arrives).
        // Typed at once, the `q` is there before the terminal is switched; 50 ms later, about when it is switched.
        for images in ["none", "auto"] {
            for delay: Int32 in [0, 50] {
                let (terminal, process) = try spacex.startInPseudoTerminal(
                    ["--offline", "--images", images], columns: 80, rows: 24)
                defer { if process.isRunning { process.terminate() } }
                _ = poll(nil, 0, delay)
                terminal.type("q")
                XCTAssertEqual(
                    terminal.readUntilExit(of: process, timeout: 15), .exit(0),
                    "--images \(images): a q typed \(delay) ms after start-up quits")
                let modes = tcflag_t(ECHO | ICANON)
                XCTAssertEqual(
                    terminal.settings().c_lflag & modes, modes, "--images \(images): the terminal is restored")
            }
        }
    }

    func testControlZSuspendsWithTheTerminalRestoredAndFgRedrawsTheSameScreenInTmux() throws {
        // The browser opens on Upcoming: the archive's 18 upcoming launches.
        for (columns, rows) in [(80, 24), (44, 20)] {
            let tmux = try TmuxSession(
                columns: columns, rows: rows, environment: spacex.environment(["TERM": "xterm-256color"]))
            defer { tmux.kill() }
            let binary = try SpaceXProcess.executable.path
            try tmux.send("clear; \(binary) --offline --images none", "Enter")
            let size = "\(columns)×\(rows)"
            let list = try tmux.waitForScreen {
                $0.contains { $0.contains("Rockets") } && $0.contains { $0.hasPrefix("›") }
            }
            XCTAssertTrue(
                list.contains { $0.contains("Rockets") }, "\(size): the browser:\n\(list.joined(separator: "\n"))")
            try tmux.send("j", "j")
            let before = try tmux.waitForScreen { $0.contains { $0.contains("3 of 18") } }
            XCTAssertTrue(
                before.contains { $0.contains("3 of 18") }, "\(size): moved:\n\(before.joined(separator: "\n"))")

            try tmux.send("C-z")
            let suspended = try tmux.waitForScreen { $0.contains { $0.contains("Stopped") } }
            XCTAssertTrue(
                suspended.contains { $0.contains("Stopped") },
                "\(size): the shell has its terminal back:\n"
                    + suspended.joined(separator: "\n"))
            XCTAssertFalse(
                suspended.contains { $0.contains("Rockets") },
                "\(size): the alternate screen is left:\n"
                    + suspended.joined(separator: "\n"))

            try tmux.send("fg", "Enter")
            let after = try tmux.waitForScreen { $0 == before }
            XCTAssertEqual(after, before, "\(size): fg redraws the same screen")
            try tmux.send("q")
            try tmux.waitForScreen { screen in
                !screen.contains { $0.contains("Rockets") } && screen.last { !$0.isEmpty }?.hasPrefix("bash") == true
            }
            try tmux.send("echo spacex-ended-$?", "Enter")
            let ended = try tmux.waitForScreen { $0.contains { $0.contains("spacex-ended-0") } }
            XCTAssertTrue(
                ended.contains { $0.contains("spacex-ended-0") },
                "\(size): q still quits after fg:\n"
                    + ended.joined(separator: "\n"))
        }
    }
}
