import EndToEndSupport
import Foundation
import LaunchesMocks
import XCTest

/// Issue 28: the config file `$XDG_CONFIG_HOME/spacex/config` in the real binary: its keys drive the browser in a
/// pseudo-terminal, its theme colours it, a bad line is a warning naming the line and never stops the run, and
/// options and variables win over it.
final class ConfigFileEndToEndTests: XCTestCase {
    /// A folder holding `spacex/config` with `text`, as `XDG_CONFIG_HOME`.
    private func configHome(_ text: String) throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("spacex-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: home.appendingPathComponent("spacex"), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: home.appendingPathComponent("spacex/config"))
        return home
    }

    func testTheBrowserObeysTheFilesKeysAndThemeAt80By24() throws {
        let home = try configHome("theme = light\nkey.down = n\nkey.up = e\nkey.quit = Q\nsource = mars\n")
        defer { try? FileManager.default.removeItem(at: home) }
        let spacex = try SpaceXProcess()
        defer { spacex.removeCache() }
        let (terminal, process) = try spacex.startInPseudoTerminal(
            ["--offline", "--images", "none"], environment: ["XDG_CONFIG_HOME": home.path, "LANG": "C.UTF-8"],
            columns: 80, rows: 24)
        defer { if process.isRunning { process.terminate() } }
        // The browser opens on Upcoming: the archive's launches flagged upcoming, soonest first.
        let launches = LaunchMocks.sorted(LaunchMocks.sampleDataset.filter(\.upcoming), order: .oldestFirst)

        var screen = terminal.waitForScreen { $0.contains("› \(launches[0].name)") && $0.contains("Q quit") }
        XCTAssertTrue(screen.contains("Q quit"), "the key bar shows the file's quit key:\n\(screen.text)")
        terminal.type("nn")
        screen = terminal.waitForScreen { $0.contains("› \(launches[2].name)") }
        XCTAssertTrue(screen.contains("› \(launches[2].name)"), "n moves down:\n\(screen.text)")
        terminal.type("je")
        screen = terminal.waitForScreen { $0.contains("› \(launches[1].name)") }
        XCTAssertTrue(screen.contains("› \(launches[1].name)"), "j does nothing, e moves up:\n\(screen.text)")

        XCTAssertEqual(terminal.readUntilExit(of: process, typing: "qQ"), .exit(0), "q no longer quits; Q does")
        let output = String(decoding: terminal.output, as: UTF8.self)
        XCTAssertTrue(output.contains("\u{1B}[0;1;38;5;130m"), "the light theme's dark yellow for the offline banner")
        XCTAssertTrue(
            output.contains("\(home.path)/spacex/config:5: source: must be spacex or ll2, not 'mars'; line left out"),
            "the bad line is a warning naming it, and the browser ran")
    }

    func testScriptModeWarnsPerBadLineAndVariablesAndOptionsWinOverTheFile() throws {
        let home = try configHome("tz = Asia/Tokyo\nwidth = 40\nkey.down =\n")
        defer { try? FileManager.default.removeItem(at: home) }
        let spacex = try SpaceXProcess()
        defer { spacex.removeCache() }
        let environment = ["XDG_CONFIG_HOME": home.path, "TZ": "UTC"]
        let id = "CRS-26"  // NET 18 Nov 2022, 22:00 UTC

        let fromFile = try spacex.run(["launch", id, "--offline", "--images", "none"], environment: environment)
        XCTAssertEqual(fromFile.status, 0, fromFile.stderr)
        XCTAssertTrue(fromFile.stdout.contains("19 Nov 2022, 07:00"), "the file's zone, Tokyo:\n\(fromFile.stdout)")
        XCTAssertTrue(fromFile.stderr.contains("config:2: unknown key 'width'"), fromFile.stderr)
        XCTAssertTrue(fromFile.stderr.contains("config:3: key.down: no key given; line left out"), fromFile.stderr)

        var variable = environment
        variable["SPACEX_TZ"] = "Europe/Paris"
        let fromVariable = try spacex.run(["launch", id, "--offline", "--images", "none"], environment: variable)
        XCTAssertTrue(fromVariable.stdout.contains("18 Nov 2022, 23:00"), "SPACEX_TZ wins:\n\(fromVariable.stdout)")
        let fromOption = try spacex.run(
            ["launch", id, "--offline", "--images", "none", "--tz", "utc"], environment: variable)
        XCTAssertTrue(fromOption.stdout.contains("18 Nov 2022, 22:00"), "--tz wins over both:\n\(fromOption.stdout)")
    }
}
