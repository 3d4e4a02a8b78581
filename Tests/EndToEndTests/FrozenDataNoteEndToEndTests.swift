import EndToEndSupport
import Foundation
import LaunchesMocks
import XCTest

/// Issue 20: with the r/SpaceX source (the default) the launches list says once, briefly, that this data stopped
/// in 2022 and that `--source ll2` has current launches: under the browser's launches list until the next key, and
/// after the built-in archive's notice on stderr in script mode for launches; never in stdout, never on other
/// screens or commands, never for Launch Library.
final class FrozenDataNoteEndToEndTests: XCTestCase {
    private let hint = "--source ll2 has current launches"

    func testTheBrowserSaysItOnceUnderTheLaunchesListUntilTheNextKey() throws {
        let spacex = try SpaceXProcess()
        defer { spacex.removeCache() }
        let (terminal, process) = try spacex.startInPseudoTerminal(
            ["--offline", "--images", "none"], environment: ["TZ": "UTC"], columns: 100, rows: 24)
        defer { if process.isRunning { process.terminate() } }
        // The browser opens on Upcoming: the archive's soonest upcoming launch first.
        let first = String(LaunchMocks.soonestUpcoming.name.prefix(15))  // wide rows cut long names

        var screen = terminal.waitForScreen { $0.contains(first) && $0.contains(self.hint) }
        XCTAssertTrue(screen.contains("r/SpaceX data stopped in October 2022"), screen.text)
        XCTAssertTrue(screen.contains(hint), "under the launches list when it opens:\n\(screen.text)")

        terminal.type("2")
        // A frame can arrive in several reads: wait for the whole rockets screen (no launch row and no note left
        // below it), so a half-drawn frame is never judged; a note that stays shows after the bounded wait.
        screen = terminal.waitForScreen {
            $0.contains("Falcon Heavy") && !$0.contains(first) && !$0.contains(self.hint)
        }
        XCTAssertFalse(screen.contains(hint), "not on the rockets tab:\n\(screen.text)")
        terminal.type("1")
        screen = terminal.waitForScreen { $0.contains(first) }
        XCTAssertFalse(screen.contains(hint), "said once:\n\(screen.text)")

        XCTAssertEqual(terminal.readUntilExit(of: process, typing: "q"), .exit(0), "q quits")
    }

    func testScriptModeSaysItOnStderrForLaunchesOnly() throws {
        let spacex = try SpaceXProcess()
        defer { spacex.removeCache() }

        let launches = try spacex.run(["launches", "--offline", "--limit", "3"])
        XCTAssertEqual(launches.status, 0, launches.stderr)
        XCTAssertEqual(launches.stderrLines.filter { $0.contains(hint) }.count, 1, launches.stderr)
        XCTAssertTrue(launches.stderr.contains(ArchiveNotice.marker), launches.stderr)
        XCTAssertFalse(launches.stdout.contains(hint), launches.stdout)

        let json = try spacex.run(["launches", "--offline", "--limit", "3", "--json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        XCTAssertFalse(json.stdout.contains(hint), "stdout stays the data:\n\(json.stdout)")
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)), json.stdout)

        let rockets = try spacex.run(["rockets", "--offline"])
        XCTAssertEqual(rockets.status, 0, rockets.stderr)
        XCTAssertFalse(rockets.stderr.contains(hint), "launches only:\n\(rockets.stderr)")
    }

    func testAskingAfterTheDataEndsNotesWhyOnATerminal() throws {
        let spacex = try SpaceXProcess()
        defer { spacex.removeCache() }
        let (terminal, process) = try spacex.startInPseudoTerminal(
            ["launches", "--offline", "--from", "2024-01-01", "--to", "2024-12-31"], environment: ["TZ": "UTC"],
            columns: 100, rows: 24)
        defer { if process.isRunning { process.terminate() } }

        let screen = terminal.waitForScreen { $0.contains("No launches in this interval") && $0.contains("note:") }
        XCTAssertTrue(screen.contains("note: the r/SpaceX data stopped in October 2022"), screen.text)
        XCTAssertTrue(screen.contains(hint), screen.text)
        XCTAssertEqual(terminal.readUntilExit(of: process), .exit(0))
    }

    func testAskingWithinTheDataNotesNothing() throws {
        let spacex = try SpaceXProcess()
        defer { spacex.removeCache() }
        let (terminal, process) = try spacex.startInPseudoTerminal(
            ["launches", "--offline", "--from", "2020-01-01", "--to", "2020-12-31", "--limit", "3"],
            environment: ["TZ": "UTC"], columns: 100, rows: 24)
        defer { if process.isRunning { process.terminate() } }

        let screen = terminal.waitForScreen { $0.contains("2020") && $0.contains("of ") }
        XCTAssertTrue(screen.contains("2020"), "the 2020 launches:\n\(screen.text)")
        XCTAssertEqual(terminal.readUntilExit(of: process), .exit(0))
        XCTAssertFalse(screen.contains("note: the r/SpaceX data"), screen.text)
    }
}
