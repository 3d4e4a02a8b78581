import EndToEndSupport
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The browser ended by a signal while a kitty picture is on screen, in a pseudo-terminal: before it restores
/// the terminal and exits with 128 + the signal, it deletes its pictures, as quitting with `q` does.
final class SignalTeardownEndToEndTests: XCTestCase {
    private static let launchName = "Signal Patch Launch"
    private static let columns = 100
    private static let rows = 50
    private static let place = Array("\u{1B}_Ga=p,".utf8)
    private static let deleteAll = Array("\u{1B}_Ga=d,d=A,q=2\u{1B}\\".utf8)

    private var servers: PictureLaunchServers!
    private var spacex: SpaceXProcess!

    override func setUpWithError() throws {
        servers = try PictureLaunchServers(launchName: Self.launchName, launchID: "5f00000000000000000d4003")
        spacex = try SpaceXProcess()
    }

    override func tearDown() {
        servers?.stop()
        spacex?.removeCache()
    }

    func testTerminateAndHangUpDeleteTheKittyPicturesBeforeRestoringTheTerminal() throws {
        for number in [SIGTERM, SIGHUP] {
            let (terminal, process) = try openDetail()
            defer { if process.isRunning { process.terminate() } }
            XCTAssertTrue(
                terminal.waitForOutput { $0.contains(Self.place) }, "signal \(number): the patch is placed")
            kill(process.processIdentifier, number)
            XCTAssertEqual(
                terminal.readUntilExit(of: process), .exit(128 + number), "signal \(number) ends the browser")
            let output = terminal.output
            let deleted = try XCTUnwrap(output.firstRange(of: Self.deleteAll), "signal \(number): pictures deleted")
            let left = try XCTUnwrap(output.firstRange(of: Array("\u{1B}[?1049l".utf8)), "signal \(number)")
            XCTAssertLessThan(deleted.lowerBound, left.lowerBound, "deleted before leaving the alternate screen")
            let modes = tcflag_t(ECHO | ICANON)
            XCTAssertEqual(terminal.settings().c_lflag & modes, modes, "signal \(number): the terminal is restored")
        }
    }

    /// Starts the browser with `--images kitty` in a pseudo-terminal and opens the first launch's detail.
    private func openDetail() throws -> (PseudoTerminal, Process) {
        let (terminal, process) = try spacex.startInPseudoTerminal(
            ["--base-url", servers.apiURL.absoluteString, "--images", "kitty"], columns: Self.columns, rows: Self.rows)
        XCTAssertTrue(
            terminal.waitForOutput {
                let text = terminal.cellScreen(of: $0).text
                return text.contains(Self.launchName) && text.contains("Rockets")
            }, "the browser starts on the launches list")
        terminal.type("\r")
        return (terminal, process)
    }
}
