import EndToEndSupport
import FakeSpaceXAPI
import Foundation
import XCTest

/// `spacex launchpad <id|name>` against the built binary: every archive site offline, names looked up as rockets
/// are, one request per command against the fake API (rockets named in it), and `--json` printing the document.
final class LaunchpadEndToEndTests: XCTestCase {
    private var spacex: SpaceXProcess!

    override func setUpWithError() throws {
        spacex = try SpaceXProcess()
    }

    override func tearDown() {
        spacex?.removeCache()
    }

    private static let sites = [
        "5e9e4501f5090910d4566f83": "VAFB SLC 3W", "5e9e4501f509094ba4566f84": "CCSFS SLC 40",
        "5e9e4502f5090927f8566f85": "STLS", "5e9e4502f5090995de566f86": "Kwajalein Atoll",
        "5e9e4502f509092b78566f87": "VAFB SLC 4E", "5e9e4502f509094188566f88": "KSC LC 39A",
    ]

    func testEverySiteOfTheArchiveIsShownOfflineByIdAndByName() throws {
        for (id, name) in Self.sites {
            for query in [id, name.lowercased()] {
                let result = try spacex.run(["launchpad", query, "--offline", "--no-color", "--width", "100"])
                XCTAssertEqual(result.status, 0, "\(query): \(result.stderr)")
                XCTAssertTrue(result.stdout.contains(name), "\(query):\n\(result.stdout)")
                XCTAssertTrue(result.stdout.contains("Local time"), "\(query):\n\(result.stdout)")
                XCTAssertTrue(result.stdout.contains("Coordinates"), "\(query):\n\(result.stdout)")
                XCTAssertFalse(result.stdout.contains("View site"), "no key hints in script output")
            }
        }
        let ksc = try spacex.run(["launchpad", "KSC", "--offline", "--no-color", "--width", "100"]).stdout
        XCTAssertTrue(ksc.contains("Falcon 9, Falcon Heavy"), ksc)
        XCTAssertTrue(ksc.contains("54 of 54 succeeded (100%)"), ksc)
        XCTAssertTrue(ksc.contains("Active") && ksc.contains("America/New_York"), ksc)
    }

    func testAnAmbiguousNameIsAUsageErrorAndAnUnknownOneIsUnavailable() throws {
        let ambiguous = try spacex.run(["launchpad", "vafb", "--offline"])
        XCTAssertEqual(ambiguous.status, 2, ambiguous.stderr)
        XCTAssertTrue(ambiguous.stderr.contains("VAFB SLC 3W, VAFB SLC 4E"), ambiguous.stderr)
        let unknown = try spacex.run(["launchpad", "baikonur", "--offline"])
        XCTAssertEqual(unknown.status, 1, unknown.stderr)
        XCTAssertTrue(unknown.stderr.contains("known sites: "), unknown.stderr)
        let missing = try spacex.run(["launchpad"])
        XCTAssertEqual(missing.status, 2, missing.stderr)
    }

    func testOneRequestNamesTheRocketsAndJSONPrintsTheDocument() throws {
        let server = try ArchiveAPIServer.start()
        defer { server.stop() }
        let base = server.baseURL.absoluteString

        let byName = try spacex.run(["launchpad", "kwajalein", "--base-url", base, "--no-color"])
        XCTAssertEqual(byName.status, 0, byName.stderr)
        XCTAssertTrue(byName.stdout.contains("Falcon 1") && byName.stdout.contains("2 of 5 succeeded (40%)"))
        XCTAssertEqual(server.requests.map(\.path), ["/v4/launchpads/query"], "one request, rockets in it")

        let json = try spacex.run(["launchpad", "5e9e4502f509094188566f88", "--json", "--base-url", base, "--refresh"])
        XCTAssertEqual(json.status, 0, json.stderr)
        let document = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], json.stdout)
        XCTAssertEqual(document["id"] as? String, "5e9e4502f509094188566f88")
        XCTAssertEqual(document["full_name"] as? String, "Kennedy Space Center Historic Launch Complex 39A")
        let rockets = try XCTUnwrap(document["rockets"] as? [[String: Any]])
        XCTAssertEqual(rockets.compactMap { $0["name"] as? String }, ["Falcon 9", "Falcon Heavy"])
        XCTAssertEqual(server.requests.count, 2)
    }
}
