import EndToEndSupport
import FakeSpaceXAPI
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Serves documents full of terminal control sequences (``HostileData``) and checks that every way of showing
/// them (script mode plain and coloured, JSON, messages, the full-screen browser with and without colour)
/// leaves them inert and keeps every line within the width.
final class TerminalSafetyTests: ArchiveServerTestCase {
    /// The archive with the hostile launch and rocket first.
    override func startServer() throws -> FakeSpaceXServer {
        try ArchiveAPIServer.start(extraLaunches: [HostileData.launch], extraRockets: [HostileData.rocket])
    }

    /// The four screens, showing the hostile documents.
    private var screens: [(name: String, arguments: [String])] {
        [
            ("launches list", ["launches"]), ("launch detail", ["launch", HostileData.launch.id]),
            ("rockets list", ["rockets"]), ("rocket detail", ["rocket", HostileData.rocket.id]),
        ]
    }

    private func run(_ arguments: [String], width: Int, environment: [String: String] = [:]) throws -> ProcessOutput {
        let result = try spacex.execute(
            arguments + ["--base-url", server.baseURL.absoluteString, "--width", String(width)],
            environment: environment, timeout: 20)
        XCTAssertFalse(result.timedOut, "\(arguments) is bounded")
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
        return result
    }

    func testScriptModePlainOutputHasNoControlsAndFitsTheWidth() throws {
        for width in [40, 100] {
            for (name, arguments) in screens {
                let result = try run(arguments, width: width)
                let shown = result.stdout + result.stderr
                XCTAssertTrue(shown.contains("Hostile"), "\(name) shows the hostile document:\n\(shown)")
                XCTAssertEqual(TerminalOutput.forbiddenScalars(in: shown), [], "\(name) at \(width)")
                XCTAssertEqual(TerminalOutput.linesWider(than: width, in: result.stdout), [], "\(name) at \(width)")
                if arguments.count > 1 {
                    for word in HostileData.visibleWords {
                        XCTAssertTrue(shown.contains(word), "\(name) at \(width) keeps the text \(word)")
                    }
                    XCTAssertTrue(shown.contains(String(repeating: "W", count: width / 2)), "the long word is shown")
                }
            }
        }
    }

    func testScriptModeWithForcedColourWritesOnlyTheAppsOwnSequencesAndLinks() throws {
        var targets: [String] = []
        var sawColour = false
        for (name, arguments) in screens {
            let result = try run(arguments, width: 80, environment: ["FORCE_COLOR": "1"])
            sawColour = sawColour || result.stdout.contains("\u{1B}[0;")
            let stripped = TerminalOutput.strippingAppSequences(result.stdout + result.stderr, mode: .colour)
            XCTAssertTrue(stripped.text.contains("Hostile"), "\(name) shows the hostile document")
            XCTAssertEqual(TerminalOutput.forbiddenScalars(in: stripped.text), [], "\(name): \(stripped.text)")
            XCTAssertEqual(TerminalOutput.linesWider(than: 80, in: stripped.text), [], name)
            targets += stripped.linkTargets
        }
        XCTAssertTrue(sawColour, "FORCE_COLOR=1 turns colour on")
        XCTAssertTrue(targets.contains(HostileData.launch.links.webcast!.absoluteString), "links are hyperlinks")
        XCTAssertFalse(targets.contains(HostileData.evilTarget))
        XCTAssertEqual(Set(targets).subtracting(HostileData.linkTargets), [], "only web URLs from link fields")
    }

    func testJSONOutputEscapesControlsAndKeepsTheTextExact() throws {
        let launch = try run(["launch", HostileData.launch.id, "--json"], width: 80)
        let rocket = try run(["rocket", HostileData.rocket.id, "--json"], width: 80)

        for result in [launch, rocket] {
            XCTAssertEqual(TerminalOutput.forbiddenScalars(in: result.stdout + result.stderr), [])
        }
        let launchObject = try XCTUnwrap(
            JSONSerialization.jsonObject(with: launch.stdoutData) as? [String: Any])
        XCTAssertEqual(launchObject["name"] as? String, HostileData.launch.name, "the data itself is unchanged")
        XCTAssertEqual(launchObject["details"] as? String, HostileData.launch.details)
        let rocketObject = try XCTUnwrap(JSONSerialization.jsonObject(with: rocket.stdoutData) as? [String: Any])
        XCTAssertEqual(rocketObject["name"] as? String, HostileData.rocket.name)
    }

    func testMessagesQuotingServerTextOrUserInputAreInertSingleLines() throws {
        let url = server.baseURL.absoluteString
        server.faults.inject(.badRequest(message: "bad \(HostileData.payload) query"), count: 1)
        let rejected = try spacex.execute(["launches", "--base-url", url], timeout: 20)
        let unknownName = try spacex.execute(["rocket", "no such rocket", "--base-url", url], timeout: 20)
        var results = [rejected, unknownName]
        for arguments in [
            ["rocket", "no \(HostileData.payload) such", "--base-url", url], ["\u{1B}]0;title\u{07}launches"],
            ["launches", "--\u{1B}[31mflag"], ["\u{202E}launches"],
            ["launches", "--from", "\u{1B}[31m2020-01-01\u{07}"],
        ] {
            results.append(try spacex.execute(arguments, timeout: 20))
        }

        for result in results {
            XCTAssertFalse(result.timedOut)
            XCTAssertNotEqual(result.status, 0, result.stderr)
            XCTAssertEqual(TerminalOutput.forbiddenScalars(in: result.stderr), [], result.stderr)
            XCTAssertTrue(result.stderr.hasPrefix("spacex: "), result.stderr)
            XCTAssertEqual(result.stderrLines.filter { !$0.hasPrefix("usage: ") }.count, 1, result.stderr)
        }
        XCTAssertTrue(rejected.stderr.hasPrefix("spacex: the SpaceX API rejected the request: bad "), rejected.stderr)
        XCTAssertTrue(unknownName.stderr.contains("Hostile RED"), "the hostile rocket is among the known names")
    }

    func testInteractiveBrowserWithColourWritesOnlyTheAppsOwnSequences() throws {
        let output = try browseHostileData(colour: true)
        let stripped = TerminalOutput.strippingAppSequences(output, mode: .fullScreen(colour: true))
        XCTAssertEqual(TerminalOutput.forbiddenScalars(in: stripped.text), [])
        XCTAssertFalse(stripped.linkTargets.contains(HostileData.evilTarget))
        XCTAssertEqual(Set(stripped.linkTargets).subtracting(HostileData.linkTargets), [])
        XCTAssertTrue(output.contains("\u{1B}[0;"), "colour is on")
    }

    func testInteractiveBrowserWithoutColourWritesOnlyCursorSequences() throws {
        let output = try browseHostileData(colour: false)
        let stripped = TerminalOutput.strippingAppSequences(output, mode: .fullScreen(colour: false))
        XCTAssertEqual(TerminalOutput.forbiddenScalars(in: stripped.text), [])
        XCTAssertEqual(stripped.linkTargets, [])
    }

    /// Opens the browser on a 100 × 30 pseudo-terminal, opens the hostile launch and rocket, quits, and checks
    /// every screen on the way fits the width; returns everything the app wrote.
    private func browseHostileData(colour: Bool) throws -> String {
        let terminal = try PseudoTerminal(columns: 100, rows: 30)
        let process = Process()
        process.executableURL = try SpaceXProcess.executable
        process.arguments = ["--base-url", server.baseURL.absoluteString]
        var environment = spacex.environment(["TERM": "xterm-256color", "COLUMNS": ""])
        environment["NO_COLOR"] = colour ? nil : "1"
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        process.environment = environment
        let handle = FileHandle(fileDescriptor: terminal.slave, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        var screens: [(String, ScreenEmulator)] = []
        func step(_ keys: String?, _ name: String, until condition: @escaping (ScreenEmulator) -> Bool) {
            if let keys { terminal.type(keys) }
            let screen = terminal.waitForScreen(until: condition)
            XCTAssertTrue(condition(screen), "\(name):\n\(screen.text)")
            screens.append((name, screen))
        }
        // The browser opens on Upcoming; the hostile launch (2031, not in the upcoming set) heads Past.
        step(nil, "upcoming launches") { $0.contains("Upcoming") && $0.contains("Rockets") }
        step("p", "launches list") { $0.contains("Hostile") && $0.contains("Past") }
        step("\r", "launch detail") { $0.contains("View site") && $0.contains("RED") }
        // The description starts below the rocket and launch-site cards: page down (again, while the whole launch
        // is still on its way and the page is short) until it shows.
        let hasDescription: (ScreenEmulator) -> Bool = { $0.contains("WWWWWWWWWW") }
        for _ in 0..<5 where !hasDescription(terminal.waitForScreen(timeout: 2, until: hasDescription)) {
            terminal.type(" ")
        }
        step(nil, "launch detail, its description", until: hasDescription)
        step("\u{1B}", "back to the list") { !$0.contains("WWWWWWWWWW") && $0.contains("Hostile") }
        // Wide launch rows name their rocket too: the rockets list is the one with its own subtitle.
        step("2", "rockets list") { $0.contains("Hostile") && $0.contains("SpaceX launch vehicles") }
        step("jjj\r", "rocket detail") { $0.contains("WWWWWWWWWW") && $0.contains("end of description") }
        XCTAssertEqual(terminal.readUntilExit(of: process, typing: "q"), .exit(0), "q quits")

        for (name, screen) in screens {
            XCTAssertEqual(TerminalOutput.linesWider(than: 100, in: screen.text), [], "\(name) fits 100 columns")
        }
        return String(decoding: terminal.output, as: UTF8.self)
    }
}
