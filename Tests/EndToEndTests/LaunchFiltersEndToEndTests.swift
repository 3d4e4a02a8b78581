import EndToEndSupport
import FakeLaunchLibrary
import FakeSpaceXAPI
import Foundation
import XCTest

/// Issue 25's filters through the built binary: `--rocket starship` against the fake Launch Library is the three
/// Starship flights in one request; offline, the built-in archive answers the r/SpaceX query body; a name that
/// means nothing or several things, or a criterion the source can't ask for, is one line on stderr, no request
/// and a non-zero exit.
final class LaunchFiltersEndToEndTests: XCTestCase {
    private var server: FakeLaunchLibraryServer!
    private var spacex: SpaceXProcess!

    override func setUpWithError() throws {
        server = try FakeLaunchLibraryServer(configuration: FakeLaunchLibraryConfiguration())
        try server.start()
        spacex = try SpaceXProcess()
    }

    override func tearDown() {
        server?.stop()
        spacex?.removeCache()
    }

    private func ll2(_ arguments: [String]) throws -> ProcessOutput {
        let base = server.baseURL.appending(path: "2.3.0").absoluteString
        return try spacex.run(["--source", "ll2", "--base-url", base, "--width", "120"] + arguments)
    }

    func testRocketStarshipIsTheThreeFlightsInOneRequestAndTheNextPageHintRepeatsIt() throws {
        let result = try ll2(["launches", "--rocket", "starship", "--limit", "2"])

        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("3 launches") && result.stdout.contains("Filter: Starship"), result.stdout)
        XCTAssertTrue(result.stdout.contains("--rocket starship"), "the next page keeps the filter:\n\(result.stdout)")
        let queries = server.requests.filter { $0.path == "/2.3.0/launches/" }.compactMap(\.query)
        XCTAssertEqual(queries.count, 1, "\(queries)")
        XCTAssertTrue(queries.first?.contains("rocket__configuration__name=Starship") == true, "\(queries)")
    }

    func testTheArchiveAnswersTheFiltersOffline() throws {
        let result = try spacex.run(
            ["launches", "--offline", "--site", "LC-39A", "--rocket", "falcon heavy", "--width", "120"])

        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("5 launches"), result.stdout)
        for name in ["USSF-44", "Falcon Heavy Test Flight", "STP-2"] {
            XCTAssertTrue(result.stdout.contains(name), "\(name):\n\(result.stdout)")
        }
    }

    func testBadValuesAreOneLineAndNoRequest() throws {
        for (arguments, status, words) in [
            (["launches", "--rocket", "falcon"], Int32(2), "could be Falcon 1 or Falcon 9 or Falcon Heavy"),
            (["launches", "--site", "mars"], 2, "names no SpaceX launch site"),
            (["launches", "--site", "kwajalein"], 1, "lists no SpaceX launch from Kwajalein Atoll"),
        ] {
            let result = try ll2(arguments)
            XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(words), "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertEqual(
                result.stderr.split(separator: "\n").count, 1, "one line for \(arguments): \(result.stderr)")
        }
        let empty = try ll2(["launches", "--status", ""])
        XCTAssertEqual(empty.status, 2, empty.stderr)
        XCTAssertTrue(empty.stderr.hasPrefix("spacex: --status needs some text"), "then the usage: \(empty.stderr)")
        let offline = try spacex.run(["launches", "--offline", "--status", "go"])
        XCTAssertEqual(offline.status, 1, offline.stderr)
        XCTAssertTrue(offline.stderr.contains("has no live status such as 'go'"), offline.stderr)
        XCTAssertEqual(server.requests.count, 0, "no request: \(server.requests)")
    }
}
