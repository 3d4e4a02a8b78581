import Foundation
import SpaceXArchiveRecordings
import XCTest

@testable import SpaceXArchive

/// The archive holds the whole recorded API, unchanged: every file as long as the MANIFEST the import script
/// wrote says, the documented counts, and references that resolve within the archive.
final class SpaceXArchiveTests: XCTestCase {
    private func documents(_ file: SpaceXArchive.File) throws -> [[String: Any]] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: file.data) as? [[String: Any]], file.rawValue)
    }

    func testEveryFileIsAsLongAsTheManifestRecordedItsSource() throws {
        let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("MANIFEST")
        let lines = try String(contentsOf: manifest, encoding: .utf8).split(separator: "\n").filter {
            !$0.hasPrefix("#")
        }
        XCTAssertEqual(lines.count, SpaceXArchive.File.allCases.count + SpaceXArchiveRecordings.queryFileNames.count)
        for line in lines {
            let fields = line.split(separator: " ")
            let name = String(fields[2])
            let data = try SpaceXArchiveRecordings.file(name)
            XCTAssertEqual(data.count, Int(fields[0]), name)
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: data), name)
        }
    }

    func testTheArchiveHolds205Launches4RocketsAnd6Launchpads() throws {
        for file in SpaceXArchive.File.allCases {
            XCTAssertEqual(try documents(file).count, SpaceXArchive.documentCounts[file], file.rawValue)
        }
        XCTAssertEqual(SpaceXArchive.lastUpdated, "October 2022")
    }

    func testLaunchesAreInFlightOrderWithUniqueIdsAndTheirRocketsAndLaunchpadsAreInTheArchive() throws {
        let launches = try documents(.launches)
        let rocketIDs = Set(try documents(.rockets).compactMap { $0["id"] as? String })
        let launchpadIDs = Set(try documents(.launchpads).compactMap { $0["id"] as? String })
        XCTAssertEqual(Set(launches.compactMap { $0["id"] as? String }).count, 205)
        let flights = launches.compactMap { $0["flight_number"] as? Int }
        XCTAssertEqual(flights.count, 205)
        XCTAssertEqual(flights, flights.sorted(), "flight order (the API repeats a number for some upcoming launches)")
        for launch in launches {
            XCTAssertTrue(rocketIDs.contains(launch["rocket"] as? String ?? ""), "\(launch["name"] ?? "?")")
            XCTAssertTrue(launchpadIDs.contains(launch["launchpad"] as? String ?? ""), "\(launch["name"] ?? "?")")
        }
    }

    func testThe2020LaunchesNumber26() throws {
        let in2020 = try documents(.launches).filter { ($0["date_utc"] as? String)?.hasPrefix("2020-") == true }
        XCTAssertEqual(in2020.count, 26)
    }

    func testAnUnknownNameIsNilAndTheErrorNamesTheFilesThereAre() {
        XCTAssertNil(SpaceXArchive.data(named: "crew-v4.json"))
        XCTAssertNil(SpaceXArchiveRecordings.data(named: "nope.json"))
        XCTAssertThrowsError(try SpaceXArchiveRecordings.file("nope.json")) { error in
            XCTAssertTrue("\(error)".contains("launches-v4.json"), "\(error)")
        }
        XCTAssertEqual(SpaceXArchiveRecordings.queryFileNames.count, 7)
        XCTAssertNotNil(SpaceXArchiveRecordings.data(named: "query-v5-launches-page21-limit10.json"))
    }
}
