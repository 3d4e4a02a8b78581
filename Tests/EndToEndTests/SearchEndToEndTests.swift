import EndToEndSupport
import Foundation
import XCTest

/// Issue 28, item 7: `/` searches, in an 80×24 and a 44×20 pseudo-terminal replayed through libvterm's `unterm`:
/// the loaded rows narrow by name as each letter is typed (the search shows under the list), the list takes
/// every key meanwhile (`q` is a letter), ⏎ keeps it and Esc clears it, back on the row selected before.
final class SearchEndToEndTests: XCTestCase {
    func testSlashNarrowsTheLoadedRowsByNameAsYouTypeAndEscClears() throws {
        for (columns, rows) in [(80, 24), (44, 20)] {
            let size = "\(columns)×\(rows)"
            let spacex = try SpaceXProcess()
            defer { spacex.removeCache() }
            let (terminal, process) = try spacex.startInPseudoTerminal(
                ["--offline", "--images", "none"], columns: columns, rows: rows)
            defer { if process.isRunning { process.terminate() } }
            // The browser opens on Upcoming, soonest first: Galaxy 33 (15R) & 34, then Hotbird 13F.
            let list = terminal.waitForScreen { $0.contains("› Galaxy 33") && $0.contains("Rockets") }
            XCTAssertTrue(list.contains("Hotbird 13F"), "\(size): Upcoming, soonest first:\n\(list.text)")
            terminal.type("j")
            terminal.waitForScreen { $0.contains("› Hotbird 13F") }
            terminal.type("/")
            terminal.waitForScreen { $0.contains("/▏") }
            terminal.type("crs-2")
            let found = terminal.waitForScreen { $0.contains("/crs-2▏") && !$0.contains("Galaxy 33") }
            XCTAssertTrue(terminal.readUntilQuiet(), "\(size): settles")
            let names = Self.rowNames(in: found)
            XCTAssertFalse(names.isEmpty, "\(size): some rows match:\n\(found.text)")
            XCTAssertTrue(
                names.allSatisfy { $0.lowercased().contains("crs-2") }, "\(size): only matching rows: \(names)")
            XCTAssertTrue(try terminal.rowsRenderedOtherwise().isEmpty, "\(size): unterm agrees while searching")

            terminal.type("q")  // a letter of the search, not quitting
            let narrowed = terminal.waitForScreen { $0.contains("/crs-2q▏") }
            XCTAssertTrue(narrowed.contains("/crs-2q▏"), "\(size): q is typed:\n\(narrowed.text)")
            XCTAssertTrue(process.isRunning, "\(size): q did not quit while searching")

            terminal.type("\u{1B}")
            let cleared = terminal.waitForScreen { $0.contains("› Hotbird 13F") }
            XCTAssertTrue(cleared.contains("Galaxy 33"), "\(size): Esc clears the search:\n\(cleared.text)")
            XCTAssertTrue(cleared.contains("› Hotbird 13F"), "\(size): back on the row selected before /")
            XCTAssertFalse(cleared.contains("/crs-2"), "\(size): the search line is gone")
            XCTAssertEqual(terminal.readUntilExit(of: process, typing: "q"), .exit(0), "\(size): q quits again")
        }
    }

    /// The names of the launch rows on screen: the lines that start with a mark or two spaces and a capital,
    /// before the status column.
    private static func rowNames(in screen: ScreenEmulator) -> [String] {
        screen.text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("› ") || line.hasPrefix("  "), line.contains("⚠") || line.contains("✓") else {
                return nil
            }
            return line.dropFirst(2).components(separatedBy: "  ").first
        }
    }
}
