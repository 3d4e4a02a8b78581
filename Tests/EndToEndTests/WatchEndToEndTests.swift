import EndToEndSupport
import FakeLaunchLibrary
import Foundation
import LaunchLibraryRecordings
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 26's `spacex watch` as a user runs it, in a pseudo-terminal at 80×24 against the fake Launch Library
/// answering Flight 12's state of launch day: the live screen shows the launch, the T-1h event rings the bell with
/// each terminal kind's notification (OSC 9, 777, 99, inside tmux wrapped for passthrough, or the bell alone),
/// libvterm's `unterm` shows exactly the frame drawn (no stray characters from the notification), `q` quits with
/// the terminal restored, and waiting costs no CPU.
final class WatchEndToEndTests: XCTestCase {
    private var replay: FakeLaunchLibraryReplay!
    private var spacex: SpaceXProcess!

    override func setUpWithError() throws {
        let clock = FakeClock(try Date("2026-05-22T21:29:57Z", strategy: .iso8601))
        replay = try FakeLaunchLibraryReplay(
            recording: LaunchLibraryRecordings.starshipFlight12Transitions, clock: clock)
        try replay.start()
        spacex = try SpaceXProcess()
    }

    override func tearDown() {
        replay?.stop()
        spacex?.removeCache()
    }

    /// `spacex watch --source ll2` in a pseudo-terminal of 80×24 from `now` (its clock runs from there).
    private func startWatch(now: String, environment: [String: String] = [:]) throws -> (PseudoTerminal, Process) {
        try spacex.startInPseudoTerminal(
            ["watch", "--source", "ll2", "--base-url", replay.baseURL.appending(path: "2.3.0").absoluteString],
            environment: ["SPACEX_NOW": now, "TZ": "UTC"].merging(environment) { $1 }, columns: 80, rows: 24)
    }

    /// Per terminal kind, the environment that names it and the bytes of the T-1h notification it gets.
    private static let kinds: [(name: String, environment: [String: String], bytes: String)] = [
        (
            "WezTerm in tmux (OSC 9, passthrough)", ["TERM_PROGRAM": "WezTerm", "TMUX": "/tmp/tmux-1000/default,1,0"],
            "\u{07}\u{1B}Ptmux;\u{1B}\u{1B}]9;Flight 12: T-1h, NET 22 May 2026, 22:30:00 UTC\u{07}\u{1B}\\"
        ),
        (
            "GNOME Terminal (OSC 777)", ["VTE_VERSION": "7600"],
            "\u{07}\u{1B}]777;notify;Flight 12;T-1h, NET 22 May 2026, 22:30:00 UTC\u{07}"
        ),
        (
            "kitty in tmux (OSC 99, ST doubled)", ["KITTY_WINDOW_ID": "1", "TMUX": "/tmp/tmux-1000/default,1,0"],
            "\u{07}\u{1B}Ptmux;\u{1B}\u{1B}]99;i=spacex:d=0;Flight 12\u{1B}\u{1B}\\\u{1B}\u{1B}]99;i=spacex:d=1:p=body;"
                + "T-1h, NET 22 May 2026, 22:30:00 UTC\u{1B}\u{1B}\\\u{1B}\\"
        ),
        ("xterm (the bell alone)", [:], "\u{07}"),
    ]

    func testTheLiveScreenRingsEachTerminalsNotificationAndUntermShowsNoStrayCharacters() throws {
        guard Unterm.executable != nil else {
            return XCTFail("unterm is not installed (Debian package libvterm-bin): run scripts/install-test-tools")
        }
        for kind in Self.kinds {
            try checkScreen(kind.name, environment: kind.environment, notification: Array(kind.bytes.utf8))
        }
    }

    /// The watch from 3 s before T-1h on a terminal `name`: the screen shows the event, the output holds
    /// `notification`, unterm shows exactly the frame, and `q` quits with the terminal restored.
    private func checkScreen(_ name: String, environment: [String: String], notification: [UInt8]) throws {
        let (terminal, process) = try startWatch(now: "2026-05-22T21:29:57Z", environment: environment)
        defer { if process.isRunning { process.terminate() } }
        let screen = terminal.waitForScreen { $0.text.contains("T-1h, NET 22 May 2026, 22:30:00 UTC") }
        XCTAssertTrue(screen.text.contains("Flight 12") && screen.text.contains("q quit"), "\(name):\n\(screen.text)")
        XCTAssertTrue(terminal.waitForOutput { $0.firstRange(of: notification) != nil }, "\(name): the notification")
        XCTAssertTrue(terminal.readUntilQuiet(for: 0.3, timeout: 5), name)
        let meant = terminal.frameRows()
        XCTAssertTrue(
            meant.contains { $0.count == 80 }, "\(name): a row fills the width:\n\(meant.joined(separator: "\n"))")
        let differences = try terminal.rowsRenderedOtherwise()
        XCTAssertTrue(differences.isEmpty, "\(name): " + differences.joined(separator: "\n"))

        XCTAssertEqual(terminal.readUntilExit(of: process, typing: "q"), .exit(0), name)
        XCTAssertNotNil(
            terminal.output.firstRange(of: Array("\u{1B}[?1049l".utf8)), "\(name): the alternate screen is left")
        let modes = tcflag_t(ECHO | ICANON)
        XCTAssertEqual(terminal.settings().c_lflag & modes, modes, "\(name): the terminal is restored")
    }

    /// Two days before the launch the next request is an hour away: over 10 real seconds of waiting (the screen
    /// redraws its countdown once a second) the process uses under 0.1 s of CPU.
    func testWaitingUsesNoCPU() throws {
        let (terminal, process) = try startWatch(now: "2026-05-20T21:00:00Z")
        defer { if process.isRunning { process.terminate() } }
        let screen = terminal.waitForScreen { $0.text.contains("T-2d 01:30:00") }
        XCTAssertTrue(screen.text.contains("next 22:00:00 UTC"), screen.text)
        let before = try cpuSeconds(of: process.processIdentifier)
        _ = terminal.waitForOutput(timeout: 10) { _ in false }  // the measured 10 s, reading what it draws
        let used = try cpuSeconds(of: process.processIdentifier) - before
        XCTAssertLessThan(used, 0.1, "CPU seconds over 10 s of waiting")
        XCTAssertEqual(replay.requests.count, 1, "one request, the next an hour later")
        XCTAssertEqual(terminal.readUntilExit(of: process, typing: "q"), .exit(0))
    }

    /// User plus system CPU time of process `pid`, in seconds (Linux `/proc/<pid>/stat`, fields 14 and 15).
    private func cpuSeconds(of pid: Int32) throws -> Double {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        let fields = stat[stat.range(of: ")")!.upperBound...].split(separator: " ")
        let ticks = (Double(fields[11]) ?? 0) + (Double(fields[12]) ?? 0)
        return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
