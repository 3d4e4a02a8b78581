import DocumentQuery
import EndToEndSupport
import FakeSpaceXAPI
import Foundation
import XCTest

/// Under a non-UTF-8 locale (`LC_ALL=C`) the terminal reads bytes, not UTF-8: the bytes 0x80–0x9F of UTF-8
/// text are C1 controls there (0x9B is CSI). Text from the API is spelled in ASCII instead: accented letters
/// lose their marks, anything else is "?", so no byte above 0x7F reaches the terminal, in script mode or in
/// the browser. Every run's peak memory stays under ``MeasuredRun/memoryCap`` (script mode: `wait4`; the
/// browser: `/proc/<pid>/status` just before `q`).
final class NonUTF8LocaleTests: XCTestCase {
    /// "Û" is C3 9B in UTF-8: the 9B byte is CSI on a terminal honouring 8-bit controls.
    private static let hostileName = "Ûltra Ñame 漢字 ☃"
    private static let asciiName = "Ultra Name ?? ?"

    private var server: FakeSpaceXServer!
    private var spacex: SpaceXProcess!
    private var launchID = ""

    override func setUpWithError() throws {
        let archive = try ArchiveAPIServer.dataset()
        var launches = archive.documents(in: .launches)
        // The oldest launch (first in the archive) for `--oldest-first`, the newest (last) for the browser.
        for index in [launches.startIndex, launches.endIndex - 1] {
            guard case .object(var launch) = launches[index] else { continue }
            launch["name"] = .string(Self.hostileName)
            launch["details"] = .string("Détails: \u{2014} ÛÛÛ \u{9B}31m")
            launches[index] = .object(launch)
        }
        launchID = launches.first?["id"]?.stringValue ?? ""
        server = FakeSpaceXServer(
            dataset: SpaceXDataset(
                launches: launches, rockets: archive.documents(in: .rockets),
                launchpads: archive.documents(in: .launchpads)))
        try server.start()
        spacex = try SpaceXProcess()
    }

    override func tearDown() {
        server?.stop()
        spacex?.removeCache()
    }

    private func nonASCIIBytes(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        Array(Set(bytes.filter { $0 >= 0x80 })).sorted()
    }

    func testScriptModeWritesOnlyASCIIUnderTheCLocale() throws {
        for arguments in [["launches", "--oldest-first", "--limit", "3"], ["launch", launchID]] {
            let result = try spacex.executeMeasured(
                arguments + ["--base-url", server.baseURL.absoluteString],
                environment: ["LC_ALL": "C", "LANG": "en_US.UTF-8"], timeout: 20)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertEqual(nonASCIIBytes(result.stdoutData), [], "\(arguments): no byte above 0x7F")
            XCTAssertEqual(nonASCIIBytes(result.stderrData), [], "\(arguments)")
            XCTAssertTrue(result.stdout.contains(Self.asciiName), "\(arguments): transliterated:\n\(result.stdout)")
        }
        let utf8 = try spacex.executeMeasured(
            ["launch", launchID, "--base-url", server.baseURL.absoluteString], environment: ["LC_ALL": "C.UTF-8"])
        XCTAssertTrue(utf8.stdout.contains(Self.hostileName), "a UTF-8 locale keeps the name as sent")
    }

    func testTheBrowserWritesOnlyASCIIUnderTheCLocale() throws {
        let (terminal, process) = try spacex.startInPseudoTerminal(
            ["--base-url", server.baseURL.absoluteString, "--images", "none"],
            environment: ["LC_ALL": "C"], columns: 120, rows: 30)
        defer { if process.isRunning { process.terminate() } }
        // 120 columns: launch rows are one line there (from 115 on Upcoming), so the launch is on the first screen.
        let list = terminal.waitForScreen { $0.contains(Self.asciiName) }
        XCTAssertTrue(list.contains(Self.asciiName), "the list shows the name in ASCII:\n\(list.text)")
        terminal.type("\r")
        terminal.waitForScreen { $0.contains("View rocket") }
        spacex.assertPeakMemoryUnderCap(of: process, "the browser under LC_ALL=C")
        XCTAssertEqual(terminal.readUntilExit(of: process, typing: "q"), .exit(0), "q quits")
        XCTAssertEqual(nonASCIIBytes(terminal.output), [], "no byte above 0x7F reached the terminal")
    }
}
