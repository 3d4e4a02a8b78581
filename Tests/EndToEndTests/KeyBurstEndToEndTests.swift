import EndToEndSupport
import FakeLaunchLibrary
import Foundation
import XCTest

/// Issue 28, item 4, in an 80×24 pseudo-terminal replayed through libvterm's `unterm`: PgDn sent in one burst (as
/// key repeat sends them) land where as many PgDn pressed one at a time land, each one page, loading the rows they
/// page over: for r/SpaceX (Past, `p`: 187 launches over the archive's loopback API, pages of 20: five presses)
/// and Launch Library (Upcoming at 2026-01-01 holds all 155 of the fake's recording, pages of 100: fourteen presses
/// of eight rows, past the first page). Before, a burst stopped at the end of the rows loaded so far (`27` for `36`;
/// `20 of 154`). The browser opens on Upcoming (issue 25), whose 18 r/SpaceX launches fit one page.
final class KeyBurstEndToEndTests: XCTestCase {
    private static let pageDown = "\u{1B}[6~"

    func testPageDownsInABurstLandWhereSpacedOnesLandForRSpaceX() throws {
        let server = try ArchiveAPIServer.start()
        defer { server.stop() }
        try assertABurstLandsWhereSpacedPressesLand(
            ["--base-url", server.baseURL.absoluteString, "--images", "none"], view: "p", total: "187", presses: 5,
            pageRows: 20)
    }

    func testPageDownsInABurstLandWhereSpacedOnesLandForLaunchLibrary() throws {
        let server = try FakeLaunchLibraryServer()
        try server.start()
        defer { server.stop() }
        try assertABurstLandsWhereSpacedPressesLand(
            [
                "--source", "ll2", "--base-url", server.baseURL.appending(path: "2.3.0").absoluteString, "--images",
                "none",
            ], total: "155", presses: 14, pageRows: 100, between: { server.reset() })
    }

    /// `presses` PgDn pressed one at a time (each after the screen moved and settled), reaching past the source's
    /// first page of `pageRows` rows, then, in a new run with a cache of its own, sent in one burst: the burst must
    /// reach the same row (waited for, bounded), and both screens match unterm's.
    private func assertABurstLandsWhereSpacedPressesLand(
        _ arguments: [String], view: String? = nil, total: String, presses: Int, pageRows: Int,
        between: () -> Void = {},
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let spaced = try run(arguments, view: view, total: total) { terminal in
            for _ in 0..<presses {
                let before = Self.selection(in: terminal.frameRows()[0], total: total)
                terminal.type(Self.pageDown)
                terminal.waitForScreen { Self.selection(in: $0.rows[1] ?? "", total: total) != before }
                XCTAssertTrue(terminal.readUntilQuiet(for: 1), "spaced: each page settles", file: file, line: line)
            }
        }
        XCTAssertGreaterThan(
            spaced ?? 0, pageRows, "the presses go past the first page of rows", file: file, line: line)
        between()
        let burst = try run(arguments, view: view, total: total) { terminal in
            terminal.type(String(repeating: Self.pageDown, count: presses))
            terminal.waitForScreen(timeout: 30) {
                Self.selection(in: $0.rows[1] ?? "", total: total) == spaced
            }
            XCTAssertTrue(terminal.readUntilQuiet(for: 1), "burst: settles", file: file, line: line)
        }
        XCTAssertEqual(burst, spaced, "a burst lands where spaced presses land", file: file, line: line)
    }

    /// Starts the browser at 80×24 with its clock at 2026-01-01, waits for its first screen, types `view` (the
    /// key of the launches view to page through, if not the first), runs `press`, checks the screen against unterm
    /// and quits; the selected row then.
    private func run(_ arguments: [String], view: String?, total: String, press: (PseudoTerminal) -> Void) throws
        -> Int?
    {
        let spacex = try SpaceXProcess()
        defer { spacex.removeCache() }
        let (terminal, process) = try spacex.startInPseudoTerminal(
            arguments, environment: ["TZ": "UTC", "SPACEX_NOW": "2026-01-01T00:00:00Z"], columns: 80, rows: 24)
        defer { if process.isRunning { process.terminate() } }
        if let view {
            terminal.waitForScreen { $0.contains("›") && $0.contains("Rockets") }
            XCTAssertTrue(terminal.readUntilQuiet(), "the first view settles")
            terminal.type(view)
        }
        terminal.waitForScreen { $0.contains("1 of \(total)") && $0.contains("Rockets") }
        XCTAssertTrue(terminal.readUntilQuiet(), "the first screen settles")
        press(terminal)
        let header = terminal.frameRows()[0]
        let differences = try terminal.rowsRenderedOtherwise()
        XCTAssertTrue(differences.isEmpty, differences.joined(separator: "\n"))
        XCTAssertEqual(terminal.readUntilExit(of: process, typing: "q"), .exit(0), "q quits")
        return Self.selection(in: header, total: total)
    }

    /// The `N` of a header's `N of total`.
    private static func selection(in header: String, total: String) -> Int? {
        guard let range = header.range(of: #"\d+ of \#(total)"#, options: .regularExpression) else { return nil }
        return Int(header[range].split(separator: " ")[0])
    }
}
