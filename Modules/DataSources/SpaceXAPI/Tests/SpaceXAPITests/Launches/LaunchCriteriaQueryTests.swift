import Foundation
import LaunchesCore
import RepositoryDefinitions
import RepositoryImplementations
import SpaceXArchive
import XCTest

@testable import SpaceXAPI

/// Issue 25's filters as one r/SpaceX query each, answered by the built-in archive's query engine (the service
/// answers the same body): the rocket and launchpad by their ids, outcomes by `upcoming`/`success`, crewed
/// flights by a crew that is not empty; a live status the data has no word for is one line.
final class LaunchCriteriaQueryTests: XCTestCase {
    private let service = BuiltInArchive.makeService()

    /// The names one list query for `criteria` answers (a page of 100, oldest first), and the total it reports.
    private func names(_ criteria: LaunchCriteria) async throws -> (names: [String], total: Int) {
        let filter = LaunchFilter(timeZone: TimeZone(identifier: "UTC")!, sortOrder: .oldestFirst)
            .settingCriteria(criteria)
        let query = LaunchesEndpoint().listQuery(filter: filter, page: 1, limit: 100)
        let page = try await service.query(query, as: SpaceXDocument<Launch>.self, policy: .reload).value
        return (page.items.map(\.value.name), page.totalItems)
    }

    /// The ids in the criteria's tables are the archive's own, found by name.
    func testTheRocketAndLaunchpadIdsAreTheArchives() throws {
        func ids(_ file: SpaceXArchive.File) throws -> [String: String] {
            let documents = try XCTUnwrap(try JSONSerialization.jsonObject(with: file.data) as? [[String: Any]])
            return Dictionary(uniqueKeysWithValues: documents.map { ($0["name"] as! String, $0["id"] as! String) })
        }
        let rockets = try ids(.rockets)
        for vehicle in LaunchVehicle.allCases {
            XCTAssertEqual(LaunchCriteria.spaceXRocketID(vehicle), rockets[vehicle.name], vehicle.name)
        }
        let launchpads = try ids(.launchpads)
        for site in LaunchSiteChoice.allCases {
            XCTAssertEqual(LaunchCriteria.spaceXLaunchpadID(site), launchpads[site == .starbase ? "STLS" : site.name])
        }
    }

    func testRocketAndSiteAreTheirIdsInOneQuery() async throws {
        let heavy = try await names(LaunchCriteria(rocket: .falconHeavy, site: .kennedy39A))
        XCTAssertEqual(
            heavy.names, ["Falcon Heavy Test Flight", "ArabSat 6A", "STP-2", "USSF-44", "Viasat-3 & Arcturus"])
        let kennedy = try await names(LaunchCriteria(site: .kennedy39A))
        XCTAssertEqual(kennedy.total, 58)
        let starship = try await names(LaunchCriteria(rocket: .starship))
        XCTAssertEqual(starship.total, 0, "the archive has no flight")
    }

    func testOutcomesAndCrewAreTheirFields() async throws {
        let failures = try await names(LaunchCriteria(status: .failure))
        XCTAssertEqual(failures.names, ["FalconSat", "DemoSat", "Trailblazer", "CRS-7", "Amos-6"])
        let upcoming = try await names(LaunchCriteria(status: .upcoming))
        XCTAssertEqual(upcoming.total, 18)
        let crewed = try await names(LaunchCriteria(status: .success, crewedOnly: true))
        XCTAssertEqual(
            crewed.names,
            ["CCtCap Demo Mission 2", "Crew-1", "Crew-2", "Inspiration4", "Crew-3", "Ax-1", "Crew-4", "Crew-5"])
    }

    func testTheBodyAsksForACrewThatIsNotEmpty() throws {
        let filter = LaunchFilter().settingCriteria(LaunchCriteria(crewedOnly: true))
        let body = QueryBodyEncoder.body(for: LaunchesEndpoint().listQuery(filter: filter, page: 1, limit: 10))
        let text = try XCTUnwrap(String(data: body, encoding: .utf8))
        XCTAssertTrue(text.contains(#""crew":{"$ne":[]}"#), text)
    }

    func testALiveStatusIsSaidOnceAsSomethingTheDataHasNot() {
        for status in LaunchStatusChoice.allCases {
            let message = LaunchCriteria(status: status).spaceXUnsupported
            let known: Set<LaunchStatusChoice> = [.upcoming, .success, .failure]
            XCTAssertEqual(message == nil, known.contains(status), "\(status)")
            XCTAssertFalse(message?.contains("\n") ?? false)
        }
    }
}
