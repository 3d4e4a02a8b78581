import EndToEndSupport
import FakeLaunchLibrary
import Foundation
import XCTest

/// Issue 28, item 5: `r` while the Launch Library throttles keeps every loaded row and the place, and says the
/// refresh was refused and when the next request is allowed (before, with 80 launches loaded and the budget
/// spent, `r` left `20 of 154` and moved the selection from row 79 to row 20). Launch Library pages hold 100
/// launches, so the walk goes past the first page: a refresh that kept only the saved first page would lose the
/// place. In an 80×24 pseudo-terminal replayed through libvterm's `unterm`, against the fake Launch Library with a
/// budget the walk spends exactly.
final class ThrottledRefreshEndToEndTests: XCTestCase {
    private static let pageDown = "\u{1B}[6~"

    func testRefreshWhileThrottledKeepsEveryRowAndThePlaceAndSaysWhenTheNextRequestIsAllowed() throws {
        // How many requests the walk costs, with room to spare; then a budget of exactly that many.
        let (cost, _) = try walk(requestsPerHour: 100, refresh: false)
        let (_, screens) = try walk(requestsPerHour: cost, refresh: true)
        let (before, after) = try XCTUnwrap(screens)
        let selected = try XCTUnwrap(Self.selection(in: before[0]), "\(before.joined(separator: "\n"))")
        XCTAssertGreaterThan(selected, 100, "past the first page of 100:\n\(before.joined(separator: "\n"))")
        XCTAssertEqual(Self.selection(in: after[0]), selected, "the place is kept:\n\(after.joined(separator: "\n"))")
        XCTAssertEqual(
            after.first { $0.hasPrefix("›") }, before.first { $0.hasPrefix("›") },
            "the same launch stays selected:\n\(after.joined(separator: "\n"))")
        let text = after.joined(separator: "\n")
        XCTAssertTrue(text.contains("15 requests an hour") || text.contains("requests an hour"), "says why:\n\(text)")
        XCTAssertTrue(text.contains("next in"), "says when the next request is allowed:\n\(text)")
    }

    /// Starts the browser on Launch Library at 80×24 with a fake allowing `requestsPerHour`, pages down fifteen
    /// times (one burst) and, with `refresh`, presses `r`; how many requests the fake got, and with `refresh` the
    /// screens (frame rows) before and after `r`, each checked against unterm.
    private func walk(requestsPerHour: Int, refresh: Bool) throws -> (Int, ([String], [String])?) {
        let server = try FakeLaunchLibraryServer(
            configuration: FakeLaunchLibraryConfiguration(requestsPerHour: requestsPerHour))
        try server.start()
        defer { server.stop() }
        let spacex = try SpaceXProcess()
        defer { spacex.removeCache() }
        let (terminal, process) = try spacex.startInPseudoTerminal(
            [
                "--source", "ll2", "--base-url", server.baseURL.appending(path: "2.3.0").absoluteString, "--images",
                "none",
            ],
            // The browser opens on Upcoming from `now`: from the first day of 2026, all 155 recorded launches.
            environment: ["TZ": "UTC", "SPACEX_NOW": "2026-01-01T00:00:00Z"], columns: 80, rows: 24)
        defer { if process.isRunning { process.terminate() } }
        terminal.waitForScreen { $0.contains("1 of 155") && $0.contains("Rockets") }
        XCTAssertTrue(terminal.readUntilQuiet(), "the first screen settles")
        terminal.type(String(repeating: Self.pageDown, count: 15))
        terminal.waitForScreen(timeout: 60) { (Self.selection(in: $0.rows[1] ?? "") ?? 0) > 100 }
        XCTAssertTrue(terminal.readUntilQuiet(for: 2, timeout: 30), "the pages settle")
        var screens: ([String], [String])?
        if refresh {
            let before = terminal.frameRows()
            XCTAssertTrue(try terminal.rowsRenderedOtherwise().isEmpty, "unterm agrees before r")
            terminal.type("r")
            terminal.waitForScreen { $0.text.contains("next in") }
            XCTAssertTrue(terminal.readUntilQuiet(for: 1), "the refusal settles")
            let differences = try terminal.rowsRenderedOtherwise(since: 0)
            XCTAssertTrue(differences.isEmpty, "unterm agrees after r: \(differences.joined(separator: "\n"))")
            screens = (before, terminal.frameRows())
        }
        XCTAssertEqual(terminal.readUntilExit(of: process, typing: "q"), .exit(0), "q quits")
        return (server.requests.count, screens)
    }

    /// The `N` of a header's `N of 155`.
    private static func selection(in header: String) -> Int? {
        guard let range = header.range(of: #"\d+ of 155"#, options: .regularExpression) else { return nil }
        return Int(header[range].split(separator: " ")[0])
    }
}
