import EndToEndSupport
import FakeLaunchLibrary
import Foundation
import XCTest

/// Issue 20 in the browser: `spacex --source ll2` in a pseudo-terminal against the fake over the recorded data. A
/// walk (list → detail → rocket → back → rockets tab → a rocket) costs at most 3 requests cold and none warm,
/// counted in the fake's request log.
final class LaunchLibraryBrowserEndToEndTests: XCTestCase {
    private var server: FakeLaunchLibraryServer!
    private var spacex: SpaceXProcess!

    override func setUpWithError() throws {
        server = try FakeLaunchLibraryServer()
        try server.start()
        spacex = try SpaceXProcess()
    }

    override func tearDown() {
        server?.stop()
        spacex?.removeCache()
    }

    /// `spacex --source ll2` in a 100×20 pseudo-terminal against the fake. With 20 rows the first page fills the
    /// screen, so no next page is fetched behind a walk (one still in flight when `q` quits is lost, and the warm
    /// walk would ask for it again).
    /// The browser opens on Upcoming from `now` (`SPACEX_NOW`): from the first day of 2026, all 155 launches.
    private func startBrowser(now: String = "2026-01-01T00:00:00Z") throws -> (PseudoTerminal, Process) {
        let base = server.baseURL.appending(path: "2.3.0").absoluteString
        return try spacex.startInPseudoTerminal(
            ["--source", "ll2", "--base-url", base, "--images", "none"],
            environment: ["TZ": "UTC", "SPACEX_NOW": now], columns: 100, rows: 20)
    }

    func testAWalkCostsAtMostThreeRequestsColdAndNoneWarm() throws {
        try walk()
        let cold = server.requests.map { "\($0.path)?\($0.query ?? "")" }
        XCTAssertLessThanOrEqual(cold.count, 3, "cold: \(cold)")
        XCTAssertTrue(cold.contains { $0.hasPrefix("/2.3.0/launches/?") }, "the list asked once: \(cold)")

        server.reset()
        try walk()
        XCTAssertEqual(
            server.requests.map { "\($0.path)?\($0.query ?? "")" }, [],
            "warm: everything from the saved answers; cold: \(cold)")
    }

    /// Issue 24: the browser asks Launch Library for pages of 100 (its maximum), so `G` on the recorded
    /// launches (155 SpaceX ones) costs two requests; `r` then asks again for both pages it shows, not only the first.
    func testTheEndOfTheListIsTwoPagesOfAHundredAndRefreshAsksForBoth() throws {
        let (terminal, process) = try startBrowser()
        defer { if process.isRunning { process.terminate() } }
        var screen = terminal.waitForScreen { $0.contains("Upcoming: 155") && $0.contains("1 of 155") }
        XCTAssertTrue(screen.contains("1 of 155"), screen.text)

        terminal.type("G")
        // Two pages of 100 detailed launches (1.9 MB each) on a busy machine: waits bounded at a minute.
        screen = terminal.waitForScreen(timeout: 60) { $0.contains("155 of 155") }
        XCTAssertTrue(screen.contains("155 of 155"), "the last launch:\n\(screen.text)")
        let pages = server.requests.filter { $0.path == "/2.3.0/launches/" }.map { $0.query ?? "" }
        XCTAssertEqual(pages.count, 2, "\(pages)")
        XCTAssertTrue(pages.allSatisfy { $0.contains("limit=100") }, "\(pages)")

        server.reset()
        terminal.type("r")
        XCTAssertTrue(
            terminal.waitForOutput(timeout: 60) { _ in server.requests.count >= 2 },
            "both pages asked again: \(server.requests)")
        screen = terminal.waitForScreen(timeout: 60) { $0.contains("155 of 155") }
        XCTAssertTrue(screen.contains("155 of 155"), "still at the last launch:\n\(screen.text)")
        XCTAssertEqual(server.requests.filter { $0.path == "/2.3.0/launches/" }.count, 2, "\(server.requests)")
        XCTAssertEqual(terminal.readUntilExit(of: process, typing: "q", timeout: 60), .exit(0), "q quits")
    }

    /// One walk through the browser, then `q`; fails when a screen does not come.
    private func walk() throws {
        let (terminal, process) = try startBrowser(now: "2026-08-22T20:48:17Z")
        defer { if process.isRunning { process.terminate() } }

        // Rows at 100 columns cut names: the first row (Starlink Group 15-20, landed that morning) by its date.
        let first = "22 Aug 2026, 07:25"
        var screen = terminal.waitForScreen { $0.contains(first) && $0.contains("Rockets") }
        XCTAssertTrue(
            screen.contains(first),
            "Upcoming opens on the launch of the last day (the fake's clock is 2026-08-22T20:48Z):\n\(screen.text)")
        XCTAssertTrue(screen.contains("Go"), "the next ones' badge is the live status:\n\(screen.text)")
        XCTAssertFalse(screen.contains("--source ll2"), "no frozen-data note for Launch Library:\n\(screen.text)")

        terminal.type("\r")
        screen = terminal.waitForScreen { $0.contains("‹ Launches") && $0.contains("View rocket") }
        XCTAssertTrue(screen.contains("Starlink Group 15-20"), "its detail:\n\(screen.text)")

        // ⏎ opens the focused element: ↓ until the rocket card is the focused one (its border drawn heavy), each key
        // sent only once the screen of the one before is drawn, so a slow machine never gets keys ahead of it.
        let isRocketDetail: (ScreenEmulator) -> Bool = {
            $0.contains("‹ ") && $0.contains("Falcon 9") && !$0.contains("View rocket")
        }
        let rocketCardIsFocused: (ScreenEmulator) -> Bool = {
            $0.text.split(separator: "\n").contains { $0.contains("View rocket") && $0.contains("┃") }
        }
        terminal.readUntilQuiet()
        var detail = terminal.waitForScreen(timeout: 0) { _ in true }
        for _ in 0..<6 where !rocketCardIsFocused(detail) {
            let before = detail.text
            terminal.type("\u{1B}[B")
            _ = terminal.waitForScreen { $0.text != before }
            terminal.readUntilQuiet()
            detail = terminal.waitForScreen(timeout: 0) { _ in true }
        }
        XCTAssertTrue(rocketCardIsFocused(detail), "↓ focuses the rocket card:\n\(detail.text)")
        terminal.type("\r")
        screen = terminal.waitForScreen(until: isRocketDetail)
        XCTAssertTrue(isRocketDetail(screen), "the rocket's detail:\n\(screen.text)")

        terminal.type("\u{1B}")
        screen = terminal.waitForScreen { $0.contains("View rocket") }
        terminal.type("\u{1B}")
        screen = terminal.waitForScreen { !$0.contains("‹ ") && $0.contains(first) }
        XCTAssertFalse(screen.contains("‹ "), "back on the list:\n\(screen.text)")

        terminal.type("2")
        screen = terminal.waitForScreen { $0.contains("Falcon Heavy") && !$0.contains(first) }
        XCTAssertTrue(screen.contains("Starship"), "the rockets tab:\n\(screen.text)")
        terminal.type("\r")
        screen = terminal.waitForScreen { $0.contains("‹ Rockets") }
        XCTAssertTrue(screen.contains("‹ Rockets"), "a rocket's detail:\n\(screen.text)")

        XCTAssertEqual(terminal.readUntilExit(of: process, typing: "q"), .exit(0), "q quits")
    }
}
