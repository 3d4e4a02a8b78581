import EndToEndSupport
import Foundation
import XCTest

@testable import LaunchesCore
@testable import SpaceXAPI

/// `--json` prints the data as the API sent it (issue 17, item 6): every key keeps the API's spelling, a field the
/// query did not fetch is absent rather than empty, and empty arrays print as `[]`. Offline, so the output is
/// compared with the built-in archive's documents.
final class JSONOutputEndToEndTests: XCTestCase {
    private var spacex: SpaceXProcess!

    override func setUpWithError() throws {
        spacex = try SpaceXProcess()
    }

    override func tearDown() {
        spacex?.removeCache()
    }

    /// Runs `spacex arguments… --json --offline`, checks it succeeded and returns its standard output.
    private func json(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let result = try spacex.run(arguments + ["--json", "--offline", "--tz", "utc"], file: file, line: line)
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        return result.stdout
    }

    private func parsed(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    private func archivedLaunch(named name: String) throws -> [String: Any] {
        try XCTUnwrap(try ArchivedDocuments.launches().first { $0["name"] as? String == name })
    }

    func testAListLeavesOutTheFieldsItsQueryDidNotFetch() throws {
        let output = try json(["launches", "--from", "2022-10-01", "--to", "2022-10-10"])
        let launches = try XCTUnwrap(try parsed(output) as? [[String: Any]])
        let crew5 = try XCTUnwrap(launches.first { $0["name"] as? String == "Crew-5" }, output)

        for field in ["crew", "cores", "payloads", "ships", "capsules", "details"] {
            XCTAssertNil(crew5[field], "\(field) was not fetched by the list query, so it is absent:\n\(output)")
        }
        let fetched = Set(LaunchesEndpoint.listFields.map { String($0.prefix { $0 != "." }) } + ["id"])
        XCTAssertEqual(Set(crew5.keys), fetched)
        let document = try archivedLaunch(named: "Crew-5")
        XCTAssertEqual(
            (crew5["links"] as? [String: Any]).map { ArchivedDocuments.keyPaths(of: $0) }, ["patch", "patch.small"])
        XCTAssertEqual(crew5["date_utc"] as? String, document["date_utc"] as? String)
    }

    func testALaunchKeepsEveryKeyOfItsDocument() throws {
        let output = try json(["launch", "crew-5"])
        let launch = try XCTUnwrap(try parsed(output) as? [String: Any])
        let document = try archivedLaunch(named: "Crew-5")

        XCTAssertEqual((launch["crew"] as? [Any])?.count, 4, output)
        XCTAssertEqual((launch["crew"] as? [Any])?.count, (document["crew"] as? [Any])?.count)
        let populated: Set<String> = ["rocket", "launchpad"]
        XCTAssertEqual(
            ArchivedDocuments.keyPaths(of: launch, excluding: populated),
            ArchivedDocuments.keyPaths(of: document, excluding: populated),
            "every key of the API's document, spelled as the API spells it")
        XCTAssertEqual(Set(launch.keys), Set(document.keys))
    }

    func testEveryRocketKeepsTheAPIsSpelling() throws {
        for document in try ArchivedDocuments.rockets() {
            let id = try XCTUnwrap(document["id"] as? String)
            let output = try json(["rocket", id])
            let rocket = try parsed(output)
            XCTAssertEqual(
                ArchivedDocuments.keyPaths(of: rocket), ArchivedDocuments.keyPaths(of: document),
                "\(document["name"] ?? id)")
            let engines = (rocket as? [String: Any])?["engines"] as? [String: Any]
            let thrust = engines?["thrust_sea_level"] as? [String: Any]
            XCTAssertNotNil(thrust?["kN"], "jq .engines.thrust_sea_level.kN finds the thrust:\n\(output)")
        }
    }

    func testEmptyArraysPrintAsBrackets() throws {
        let output = try json(["launch", "crew-5"])

        XCTAssertTrue(output.contains("\"failures\": []"), output)
        XCTAssertFalse(output.contains("[\n\n"), "no blank line inside an empty array:\n\(output)")
        XCTAssertFalse(output.contains("\n\n"), output)
    }
}
