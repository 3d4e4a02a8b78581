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

/// The browser ended by a signal while a kitty picture is on screen, in a pseudo-terminal: before it restores
/// the terminal and exits with 128 + the signal, it deletes its pictures, as quitting with `q` does.
final class SignalTeardownEndToEndTests: XCTestCase {
    private static let launchName = "Signal Patch Launch"
    private static let columns = 100
    private static let rows = 50
    private static let place = Array("\u{1B}_Ga=p,".utf8)
    private static let deleteAll = Array("\u{1B}_Ga=d,d=A,q=2\u{1B}\\".utf8)

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
        launch.id = "5f00000000000000000d4003"
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

    func testTerminateAndHangUpDeleteTheKittyPicturesBeforeRestoringTheTerminal() throws {
        for number in [SIGTERM, SIGHUP] {
            let (terminal, process) = try openDetail()
            defer { if process.isRunning { process.terminate() } }
            XCTAssertTrue(
                terminal.waitForOutput { $0.contains(Self.place) }, "signal \(number): the patch is placed")
            kill(process.processIdentifier, number)
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning, Date() < deadline { terminal.drain() }
            terminal.drain()
            XCTAssertFalse(process.isRunning, "signal \(number) ends the browser")
            XCTAssertEqual(process.terminationStatus, 128 + number)
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
        let terminal = try PseudoTerminal(columns: Self.columns, rows: Self.rows)
        let process = Process()
        process.executableURL = try SpaceXProcess.executable
        process.arguments = ["--base-url", api.baseURL.absoluteString, "--images", "kitty"]
        process.environment = spacex.environment([
            "TERM": "xterm-256color", "COLORTERM": "truecolor", "DISPLAY": "", "WAYLAND_DISPLAY": "",
            "COLUMNS": "",
        ])
        let handle = FileHandle(fileDescriptor: terminal.slave, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        XCTAssertTrue(
            terminal.waitForOutput {
                let text = CellScreenEmulator(bytes: $0, columns: Self.columns, rows: Self.rows).text
                return text.contains(Self.launchName) && text.contains("Rockets")
            }, "the browser starts on the launches list")
        terminal.type("\r")
        return (terminal, process)
    }
}
