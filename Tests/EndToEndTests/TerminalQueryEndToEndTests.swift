import EndToEndSupport
import FakeSpaceXAPI
import Foundation
import LaunchesCore
import LaunchesMocks
import LoopbackHTTPServer
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--images auto` asking the terminal, in a pseudo-terminal where the test plays the terminal: the environment
/// alone says true-colour blocks; a kitty answer turns that into kitty graphics, device attributes with sixel into
/// sixel, no answer keeps blocks without holding the browser up; inside tmux or with `--images` nothing is asked.
final class TerminalQueryEndToEndTests: XCTestCase {
    private static let launchName = "Query Patch Launch"
    private static let columns = 100
    private static let rows = 50
    private static let request = Array("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c".utf8)
    private static let kittyTransmit = Array("\u{1B}_Ga=t,".utf8)
    private static let kittyPlace = Array("\u{1B}_Ga=p,".utf8)
    private static let sixelStart = Array("\u{1B}P0;1;0q".utf8)

    private var api: FakeSpaceXServer!
    private var pictures: LoopbackServer!
    private var spacex: SpaceXProcess!

    override func setUpWithError() throws {
        pictures = LoopbackServer { request in
            guard request.path == "/patch.png" else { return .respond(.text(404, "Not Found")) }
            return .respond(.init(status: 200, headers: ["Content-Type": "image/png"], body: PictureFixtures.png))
        }
        try pictures.start()
        // The newest launch again, a day later (so it is the list's first row), with only a mission patch.
        var launch = try XCTUnwrap(LaunchMocks.sampleNewestFirst.first)
        launch.id = "5f00000000000000000d4002"
        launch.name = Self.launchName
        launch.dateUtc = launch.dateUtc.map { $0.addingTimeInterval(86_400) }
        launch.dateUnix = launch.dateUnix.map { $0 + 86_400 }
        launch.dateLocal = launch.dateLocal.map { $0.addingTimeInterval(86_400) }
        launch.links = LaunchLinks()
        launch.links.patch = PatchLinks(large: pictures.baseURL.appendingPathComponent("patch.png"))
        api = try ArchiveAPIServer.start(extraLaunches: [launch])
        spacex = try SpaceXProcess()
    }

    override func tearDown() {
        pictures?.stop()
        api?.stop()
        spacex?.removeCache()
    }

    func testAKittyAnswerDrawsTheDetailsPictureWithKittyGraphics() throws {
        let (terminal, process) = try launch()
        defer { if process.isRunning { process.terminate() } }
        XCTAssertTrue(terminal.waitForOutput { $0.contains(Self.request) }, "the terminal is asked")
        XCTAssertEqual(terminal.settings().c_lflag & tcflag_t(ECHO), 0, "asked with echo off")
        // A "2" (the rockets tab's key) typed before the answer ends belongs to the query and is dropped.
        terminal.type("\u{1B}_Gi=31;OK\u{1B}\\2\u{1B}[?62;c")
        assertListShown(terminal)
        terminal.type("\r")
        XCTAssertTrue(
            terminal.waitForOutput { $0.contains(Self.kittyTransmit) && $0.contains(Self.kittyPlace) },
            "the patch is drawn with kitty graphics:\n\(screen(terminal).text)")
        XCTAssertEqual(screen(terminal).kittyPlacements.count, 1, "one picture placed")
        XCTAssertEqual(screen(terminal).rows(containing: "▀"), [], "no half-blocks")
        quit(terminal, process)
        XCTAssertFalse(
            String(decoding: terminal.output, as: UTF8.self).contains("Gi=31;OK"), "the answer is not echoed")
    }

    func testDeviceAttributesWithSixelDrawTheDetailsPictureWithSixel() throws {
        let (terminal, process) = try launch()
        defer { if process.isRunning { process.terminate() } }
        XCTAssertTrue(terminal.waitForOutput { $0.contains(Self.request) }, "the terminal is asked")
        terminal.type("\u{1B}[?62;4;22c")
        assertListShown(terminal)
        terminal.type("\r")
        XCTAssertTrue(
            terminal.waitForOutput { $0.contains(Self.sixelStart) },
            "the patch is drawn with sixel:\n\(screen(terminal).text)")
        XCTAssertFalse(terminal.output.contains(Self.kittyTransmit))
        quit(terminal, process)
    }

    func testNoAnswerKeepsBlocksAndTheBrowserStillStarts() throws {
        let (terminal, process) = try launch()
        defer { if process.isRunning { process.terminate() } }
        XCTAssertTrue(terminal.waitForOutput { $0.contains(Self.request) }, "the terminal is asked")
        assertListShown(terminal)
        terminal.type("\r")
        XCTAssertTrue(
            terminal.waitForOutput { !Self.screen($0).rows(containing: "▀").isEmpty },
            "the patch is drawn in half-blocks:\n\(screen(terminal).text)")
        XCTAssertFalse(terminal.output.contains(Self.kittyTransmit))
        quit(terminal, process)
        let modes = tcflag_t(ECHO | ICANON)
        XCTAssertEqual(terminal.settings().c_lflag & modes, modes, "echo and canonical mode are restored")
    }

    func testInsideTmuxOrWithAnExplicitChoiceTheTerminalIsNotAsked() throws {
        for (arguments, environment) in [([], ["TMUX": "/tmp/tmux-0/default,1,0"]), (["--images", "blocks"], [:])] {
            let (terminal, process) = try launch(arguments, environment: environment)
            defer { if process.isRunning { process.terminate() } }
            assertListShown(terminal)
            terminal.type("\r")
            XCTAssertTrue(
                terminal.waitForOutput { !Self.screen($0).rows(containing: "▀").isEmpty },
                "\(arguments) \(environment): blocks are drawn:\n\(screen(terminal).text)")
            quit(terminal, process)
            XCTAssertNil(terminal.output.firstRange(of: Array("\u{1B}_Gi=31".utf8)), "\(arguments) \(environment)")
            XCTAssertNil(terminal.output.firstRange(of: Array("\u{1B}[c".utf8)), "\(arguments) \(environment)")
        }
    }

    // MARK: - Helpers

    /// Starts the browser in a pseudo-terminal whose environment says only "true colour": no kitty, no iTerm2.
    private func launch(_ arguments: [String] = [], environment extra: [String: String] = [:]) throws -> (
        PseudoTerminal, Process
    ) {
        let terminal = try PseudoTerminal(columns: Self.columns, rows: Self.rows)
        let process = Process()
        process.executableURL = try SpaceXProcess.executable
        process.arguments = ["--base-url", api.baseURL.absoluteString] + arguments
        process.environment = spacex.environment(
            [
                "TERM": "xterm-256color", "COLORTERM": "truecolor", "DISPLAY": "", "WAYLAND_DISPLAY": "",
                "KITTY_WINDOW_ID": "", "TERM_PROGRAM": "", "SPACEX_IMAGES": "", "COLUMNS": "", "TMUX": "",
            ].merging(extra) { $1 })
        let handle = FileHandle(fileDescriptor: terminal.slave, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        return (terminal, process)
    }

    /// Waits (with a deadline) for the launches list with the test's launch first.
    private func assertListShown(_ terminal: PseudoTerminal, line: UInt = #line) {
        XCTAssertTrue(
            terminal.waitForOutput { Self.text($0).contains(Self.launchName) && Self.text($0).contains("Rockets") },
            "the browser starts on the launches list:\n\(screen(terminal).text)", line: line)
    }

    private func quit(_ terminal: PseudoTerminal, _ process: Process) {
        terminal.type("q")
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { terminal.drain() }
        terminal.drain()
        XCTAssertFalse(process.isRunning, "q quits")
        XCTAssertEqual(process.terminationStatus, 0)
    }

    private func screen(_ terminal: PseudoTerminal) -> CellScreenEmulator { Self.screen(terminal.output) }

    private static func screen(_ output: [UInt8]) -> CellScreenEmulator {
        CellScreenEmulator(bytes: output, columns: columns, rows: rows)
    }

    private static func text(_ output: [UInt8]) -> String { screen(output).text }
}
