import EndToEndSupport
import Foundation
import LoopbackHTTPServer
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 17 (7) and 18 (2) in the browser: waiting for a stalled API is idle, and a picture that trickles in gives
/// up at the deadline with its reason on screen instead of a spinner that never stops.
final class BrowserWaitingTests: XCTestCase {
    private static let columns = 100
    private static let rows = 30

    func testWaitingForAStalledAPIIsIdle() throws {
        let server = try HostileServer(always: .stall(seconds: 60, then: .closeWithoutResponse))
        defer { server.stop() }
        let spacex = try SpaceXProcess()
        defer { spacex.removeCache() }
        let (terminal, process) = try spacex.startInPseudoTerminal(
            ["--base-url", server.baseURL.absoluteString], environment: ["SPACEX_REQUEST_TIMEOUT": "3"],
            columns: Self.columns, rows: Self.rows)
        defer { if process.isRunning { process.terminate() } }
        // Three attempts of 3 s each, with backoff between: about 10 s of waiting before the error shows.
        let screen = terminal.waitForScreen(timeout: 40) { $0.contains("not answering") }
        XCTAssertTrue(screen.contains("not answering"), screen.text)
        let cpu = try XCTUnwrap(Self.cpuSeconds(of: process.processIdentifier))
        XCTAssertLessThan(cpu, 0.5, "the browser used \(cpu) s of CPU while waiting about 10 s")
        XCTAssertEqual(terminal.readUntilExit(of: process, typing: "q"), .exit(0), "q quits")
    }

    func testATricklingPictureGivesUpAtTheDeadlineWithItsReason() throws {
        let servers = try PictureLaunchServers(
            launchName: "Trickling Picture", launchID: "5f00000000000000000d4119",
            misbehave: { _ in
                .stream(
                    head: HostileServer.head(["Content-Type: image/png", "Content-Length: 100000"]),
                    chunk: Data(count: 1), pause: 0.5)
            })
        defer { servers.stop() }
        let spacex = try SpaceXProcess()
        defer { spacex.removeCache() }
        let (terminal, process) = try spacex.startInPseudoTerminal(
            ["--base-url", servers.apiURL.absoluteString, "--images", "blocks"],
            environment: ["SPACEX_REQUEST_DEADLINE": "2"], columns: Self.columns, rows: Self.rows)
        defer { if process.isRunning { process.terminate() } }
        XCTAssertTrue(terminal.waitForScreen { $0.contains("Trickling Picture") }.contains("Trickling Picture"))
        terminal.type("\r")
        // The image starts below the rocket and launch-site cards at this size: G scrolls to it (again, while the
        // whole launch is still on its way and the page is short).
        let shown: (ScreenEmulator) -> Bool = { $0.contains("Picture not shown") }
        for _ in 0..<4 where !shown(terminal.waitForScreen(timeout: 5, until: shown)) { terminal.type("G") }
        let screen = terminal.waitForScreen(timeout: 20, until: shown)
        XCTAssertTrue(screen.contains("Picture not shown: the download timed out"), screen.text)
        XCTAssertEqual(terminal.readUntilExit(of: process, typing: "q"), .exit(0), "q quits")
    }

    /// The user plus system CPU time of a running process, from `/proc/<pid>/stat`.
    private static func cpuSeconds(of pid: Int32) -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let end = stat.lastIndex(of: ")")
        else { return nil }
        // After "pid (comm)": state is field 3, utime field 14, stime field 15.
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
