import EndToEndSupport
import Foundation
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

    private var servers: PictureLaunchServers!
    private var spacex: SpaceXProcess!

    override func setUpWithError() throws {
        servers = try PictureLaunchServers(launchName: Self.launchName, launchID: "5f00000000000000000d4002")
        spacex = try SpaceXProcess()
    }

    override func tearDown() {
        servers?.stop()
        spacex?.removeCache()
    }

    func testAKittyAnswerDrawsTheDetailsPictureWithKittyGraphics() throws {
        let (terminal, process) = try launch()
        defer { if process.isRunning { process.terminate() } }
        XCTAssertTrue(terminal.waitForOutput { $0.contains(Self.request) }, "the terminal is asked")
        XCTAssertEqual(terminal.settings().c_lflag & tcflag_t(ECHO), 0, "asked with echo off")
        // A "2" (the rockets tab's key) typed between the answers is type-ahead, kept for the browser (issue 28,
        // item 7): it opens on the Rockets tab; "1" goes back.
        terminal.type("\u{1B}_Gi=31;OK\u{1B}\\2\u{1B}[?62;c")
        XCTAssertTrue(
            terminal.waitForOutput { terminal.cellScreen(of: $0).text.hasPrefix("Rockets") },
            "the 2 typed meanwhile shows the Rockets tab:\n\(terminal.cellScreen.text)")
        terminal.type("1")
        assertListShown(terminal)
        terminal.type("\r")
        XCTAssertTrue(
            terminal.waitForOutput { $0.contains(Self.kittyTransmit) && $0.contains(Self.kittyPlace) },
            "the patch is drawn with kitty graphics:\n\(terminal.cellScreen.text)")
        XCTAssertEqual(terminal.cellScreen.kittyPlacements.count, 1, "one picture placed")
        XCTAssertEqual(terminal.cellScreen.rows(containing: "▀"), [], "no half-blocks")
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
            "the patch is drawn with sixel:\n\(terminal.cellScreen.text)")
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
            terminal.waitForOutput { !terminal.cellScreen(of: $0).rows(containing: "▀").isEmpty },
            "the patch is drawn in half-blocks:\n\(terminal.cellScreen.text)")
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
                terminal.waitForOutput { !terminal.cellScreen(of: $0).rows(containing: "▀").isEmpty },
                "\(arguments) \(environment): blocks are drawn:\n\(terminal.cellScreen.text)")
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
        try spacex.startInPseudoTerminal(
            ["--base-url", servers.apiURL.absoluteString] + arguments, environment: ["TMUX": ""].merging(extra) { $1 },
            columns: Self.columns, rows: Self.rows)
    }

    /// Waits (with a deadline) for the launches list with the test's launch first.
    private func assertListShown(_ terminal: PseudoTerminal, line: UInt = #line) {
        XCTAssertTrue(
            terminal.waitForOutput {
                let text = terminal.cellScreen(of: $0).text
                return text.contains(Self.launchName) && text.contains("Rockets")
            },
            "the browser starts on the launches list:\n\(terminal.cellScreen.text)", line: line)
    }

    private func quit(_ terminal: PseudoTerminal, _ process: Process) {
        XCTAssertEqual(terminal.readUntilExit(of: process, typing: "q"), .exit(0), "q quits")
    }
}
