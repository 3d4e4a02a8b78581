import EndToEndSupport
import Foundation
import XCTest

/// The built-in archive as a user meets it: with no network and an empty cache, `--offline` serves the API's
/// whole recorded data; an address the user chose is never stood in for by it.
final class ArchiveEndToEndTests: XCTestCase {
    private var spacex: SpaceXProcess!

    override func setUpWithError() throws {
        spacex = try SpaceXProcess()
    }

    override func tearDown() {
        spacex?.removeCache()
    }

    /// Runs an offline command that must succeed from the archive, saying so on stderr.
    private func offline(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let result = try spacex.run(arguments + ["--offline"], file: file, line: line)
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        XCTAssertTrue(
            result.stderr.contains(ArchiveNotice.marker), "says so every time: \(result.stderr)", file: file, line: line
        )
        XCTAssertFalse(result.stderr.lowercased().contains("sample"), result.stderr, file: file, line: line)
        return result.stdout
    }

    private func jsonArray(_ text: String) throws -> [[String: Any]] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    func testOfflineJSONPagesThroughAll205LaunchesWithPopulatedRocketsAndLaunchpads() throws {
        var ids: [String] = []
        for page in 1...3 {
            let launches = try jsonArray(offline(["launches", "--json", "--limit", "100", "--page", "\(page)"]))
            ids += launches.compactMap { $0["id"] as? String }
            for launch in launches {
                XCTAssertNotNil((launch["rocket"] as? [String: Any])?["name"] as? String, "\(launch["name"] ?? "?")")
                XCTAssertNotNil((launch["launchpad"] as? [String: Any])?["name"] as? String, "\(launch["name"] ?? "?")")
            }
        }
        XCTAssertEqual(ids.count, 205)
        XCTAssertEqual(Set(ids).count, 205)
        let past = try spacex.run(["launches", "--json", "--limit", "100", "--page", "4", "--offline"])
        XCTAssertEqual(past.status, 1, "page 4 of 3 is past the end")
        XCTAssertTrue(past.stderr.contains("205 launches fill 3 pages"), past.stderr)
    }

    func testTheYear2020FilterFinds26Launches() throws {
        let launches = try jsonArray(
            offline([
                "launches", "--json", "--from", "2020-01-01", "--to", "2020-12-31", "--tz", "utc", "--limit", "100",
            ]))
        XCTAssertEqual(launches.count, 26)
        XCTAssertTrue(launches.allSatisfy { ($0["date_utc"] as? String)?.hasPrefix("2020-") == true })
    }

    func testALaunchDetailShowsItsRocketAndSite() throws {
        let crew1 = try offline(["launch", "5eb87d4dffd86e000604b38e", "--no-color"])
        XCTAssertTrue(crew1.contains("Crew-1"), crew1)
        XCTAssertTrue(crew1.contains("Falcon 9"), "the populated rocket:\n\(crew1)")
        XCTAssertTrue(
            crew1.contains("Kennedy Space Center Historic Launch Complex 39A"), "the populated site:\n\(crew1)")
        XCTAssertTrue(crew1.contains("This mission will be the second crewed flight"), "the API's whole text")
    }

    func testTheFourRocketsAndEachDetail() throws {
        let rockets = try jsonArray(offline(["rockets", "--json"]))
        XCTAssertEqual(
            rockets.compactMap { $0["name"] as? String }, ["Falcon 1", "Falcon 9", "Falcon Heavy", "Starship"])
        for rocket in rockets {
            let id = try XCTUnwrap(rocket["id"] as? String)
            let detail = try offline(["rocket", id, "--no-color"])
            XCTAssertTrue(detail.contains(rocket["name"] as? String ?? "?"), detail)
            XCTAssertTrue(detail.contains("Engines"), detail)
        }
    }

    func testTheBinaryStandsAloneInAnEmptyFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spacex-alone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("spacex")
        try FileManager.default.copyItem(at: try SpaceXProcess.executable, to: copy)
        let result = try ChildProcess.run(
            copy, arguments: ["--offline", "launches", "--no-color"], environment: spacex.environment(), timeout: 30)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("SWOT"), "the newest archived launch:\n\(result.stdout)")
        XCTAssertTrue(result.stderr.contains(ArchiveNotice.marker), result.stderr)
    }

    func testAChosenAddressThatFailsExitsOneWithTheReasonAndNoArchive() throws {
        let unreachable = "http://127.0.0.1:9"
        for (arguments, environment) in [
            (["launches", "--base-url", unreachable], [String: String]()),
            (["launches", "--json"], ["SPACEX_API_URL": unreachable]),
            (["rockets"], ["SPACEX_API_URL": unreachable]),
        ] {
            let result = try spacex.run(arguments, environment: environment)
            XCTAssertEqual(result.status, 1, "\(arguments) \(environment): \(result.stdout)")
            XCTAssertTrue(result.stderr.contains("couldn't reach the SpaceX API"), result.stderr)
            XCTAssertFalse(result.stderr.contains(ArchiveNotice.marker), result.stderr)
            XCTAssertEqual(result.stdout, "")
        }
    }

    func testAChosenAddressWithOfflineUsesTheArchive() throws {
        let launches = try jsonArray(offline(["launches", "--json", "--base-url", "http://127.0.0.1:9"]))
        XCTAssertEqual(launches.first?["name"] as? String, "SWOT")
    }

    func testTheDefaultAddressUnreachableFallsBackToTheArchiveAndSaysWhy() throws {
        // A proxy that refuses connections makes the default address unreachable without depending on the network.
        let refusing = ["https_proxy": "http://127.0.0.1:9", "HTTPS_PROXY": "http://127.0.0.1:9"]
        let result = try spacex.run(["rockets", "--json"], environment: refusing)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try jsonArray(result.stdout).count, 4)
        XCTAssertTrue(result.stderr.contains(ArchiveNotice.marker), result.stderr)
        XCTAssertTrue(result.stderr.contains("couldn't reach the SpaceX API"), "and why: \(result.stderr)")
    }
}
