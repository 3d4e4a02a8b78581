import EndToEndSupport
import FakeLaunchLibrary
import Foundation
import XCTest

/// Issue 25: `/` in the browser narrows the loaded rows at once and, once typing pauses, asks the source: against
/// the fake Launch Library over the recordings, `/starship` shows the three Starship flights (whose rows are named
/// "Flight 12"…, so only the source's search, which also reads the rocket's name, finds them) with one `search`
/// request in the fake's log, and Esc brings the whole list back from the saved answer.
final class SourceSearchEndToEndTests: XCTestCase {
    func testSlashAsksLaunchLibraryOnceTypingPauses() throws {
        let server = try FakeLaunchLibraryServer()
        try server.start()
        defer { server.stop() }
        let spacex = try SpaceXProcess()
        defer { spacex.removeCache() }
        let base = server.baseURL.appending(path: "2.3.0").absoluteString
        let (terminal, process) = try spacex.startInPseudoTerminal(
            ["--source", "ll2", "--base-url", base, "--images", "none"],
            environment: ["TZ": "UTC", "SPACEX_NOW": "2026-01-01T00:00:00Z"], columns: 100, rows: 20)
        defer { if process.isRunning { process.terminate() } }
        terminal.waitForScreen(timeout: 60) { $0.contains("Upcoming: 155") }
        let launchPages = { server.requests.filter { $0.path == "/2.3.0/launches/" }.compactMap(\.query) }
        XCTAssertEqual(launchPages().count, 1, "the first page")

        terminal.type("/")
        terminal.waitForScreen { $0.contains("/▏") }
        terminal.type("starship")
        let found = terminal.waitForScreen(timeout: 60) {
            $0.contains("Flight 12") && $0.contains("Flight 14") && $0.contains("matching \"starship\"")
        }
        XCTAssertTrue(found.contains("Flight 13"), "the three Starship flights:\n\(found.text)")
        XCTAssertFalse(found.contains("Starlink"), "only what the source found:\n\(found.text)")
        let searches = launchPages().filter { $0.contains("search=") }
        XCTAssertEqual(searches.count, 1, "one request once typing paused: \(searches)")
        XCTAssertTrue(searches.first?.contains("search=starship") == true, "\(searches)")

        terminal.type("\u{1B}")
        let cleared = terminal.waitForScreen(timeout: 60) { $0.contains("Upcoming: 155") }
        XCTAssertFalse(cleared.contains("matching"), "Esc goes back to the whole list:\n\(cleared.text)")
        XCTAssertEqual(launchPages().count, 2, "the whole list again from the saved answer: \(launchPages())")
        XCTAssertEqual(terminal.readUntilExit(of: process, typing: "q", timeout: 60), .exit(0))
    }
}
