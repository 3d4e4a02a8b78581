import Foundation
import LaunchesCore
import RepositoryDefinitions
import RocketsCore
import SpaceXArchiveRecordings
import XCTest

@testable import RepositoryImplementations
@testable import SpaceXAPI
@testable import SpaceXCLI

/// The built-in archive answers the app's own queries like the API: filter, sort, populate and paging over the
/// API's whole recorded data, every answer marked as built-in data.
final class BuiltInArchiveTests: XCTestCase {
    private let api = BuiltInArchive.makeService()
    private let utc = TimeZone(identifier: "UTC")!

    private func launches(_ filter: LaunchFilter, page: Int, limit: Int) async throws -> Fetched<Page<Launch>> {
        let query = LaunchesEndpoint().listQuery(filter: filter, page: page, limit: limit)
        let fetched = try await api.query(query, as: SpaceXDocument<Launch>.self, policy: .returnFreshElseLoad)
        return Fetched(value: fetched.value.map(\.value), freshness: fetched.freshness, isFresh: fetched.isFresh)
    }

    func testPagesThroughAll205LaunchesNewestFirstWithTheAPIsPagingNumbers() async throws {
        var all: [Launch] = []
        for page in 1...21 {
            let fetched = try await launches(LaunchFilter(timeZone: utc), page: page, limit: 10)
            XCTAssertEqual(fetched.freshness, .builtInArchive, "marked as built-in data, never live")
            XCTAssertEqual(fetched.value.totalItems, 205)
            XCTAssertEqual(fetched.value.totalPages, 21)
            XCTAssertEqual(fetched.value.hasNextPage, page < 21)
            all += fetched.value.items
        }
        XCTAssertEqual(all.count, 205)
        XCTAssertEqual(Set(all.map(\.id)).count, 205)
        XCTAssertEqual(all.first?.name, "SWOT")
        XCTAssertEqual(all.last?.name, "FalconSat")
        let dates = all.compactMap(\.dateUtc)
        XCTAssertEqual(dates, dates.sorted(by: >), "sorted by date, newest first")
        let past = try await launches(LaunchFilter(timeZone: utc), page: 22, limit: 10)
        XCTAssertEqual(past.value.items, [], "past the end: no documents, as mongoose-paginate-v2 answers")
    }

    func testTheYear2020FilterFinds26OldestFirst() async throws {
        let year2020 = try LaunchFilter(start: "2020-01-01", end: "2020-12-31", timeZone: utc, sortOrder: .oldestFirst)
        let fetched = try await launches(year2020, page: 1, limit: 100)
        XCTAssertEqual(fetched.value.totalItems, 26)
        XCTAssertEqual(fetched.value.items.first?.name, "Starlink-2")
        XCTAssertEqual(fetched.value.items.last?.name, "NROL-108")
        let search = try await launches(LaunchFilter(timeZone: utc, searchText: "crew-"), page: 1, limit: 100)
        let found = search.value.items
        XCTAssertTrue(Set(["Crew-1", "Crew-2", "Crew-3", "Crew-4", "Crew-5"]).isSubset(of: found.map(\.name)))
    }

    func testEveryLaunchDetailHasItsRocketAndLaunchpadPopulated() async throws {
        let ids = try await launches(LaunchFilter(timeZone: utc), page: 1, limit: 205).value.items.map(\.id)
        XCTAssertEqual(ids.count, 205)
        for id in ids {
            let launch = try await api.item(
                LaunchesEndpoint().itemLookup(id: id), as: SpaceXDocument<Launch>.self, policy: .returnFreshElseLoad
            )
            .value.value
            XCTAssertNotNil(launch.rocket?.name, launch.name)
            XCTAssertEqual(launch.rocket?.type, "rocket", launch.name)
            XCTAssertNotNil(launch.launchpad?.fullName, launch.name)
            XCTAssertNotNil(launch.launchpad?.timezone, launch.name)
        }
    }

    func testTheFourRocketsAndEachDetail() async throws {
        let query = RocketsEndpoint().listQuery(filter: RocketFilter(), page: 1, limit: 10)
        let rockets = try await api.query(query, as: SpaceXDocument<Rocket>.self, policy: .returnFreshElseLoad)
            .value.items.map(\.value)
        XCTAssertEqual(rockets.map(\.name).sorted(), ["Falcon 1", "Falcon 9", "Falcon Heavy", "Starship"])
        for rocket in rockets {
            let detail = try await api.item(
                RocketsEndpoint().itemLookup(id: rocket.id), as: SpaceXDocument<Rocket>.self,
                policy: .returnFreshElseLoad)
            XCTAssertEqual(detail.value.value, rocket)
            XCTAssertEqual(detail.freshness, .builtInArchive)
        }
    }

    func testSelectAndPopulateGiveTheDocumentTheRealAPIRecorded() throws {
        let query = CollectionQuery(
            collection: LaunchesEndpoint.collection, filter: .equals(field: "name", value: .string("SES-18 & SES-19")),
            select: ["links.patch.small", "rocket", "success", "name", "upcoming"],
            populate: [Population("rocket", select: ["name"])], limit: 1)
        let answer = try api.evaluate(query)
        let recorded = try JSONDecoder().decode(
            JSONValue.self, from: SpaceXArchiveRecordings.file("query-v5-launches-select-populate-rocket.json"))
        guard case .object(let envelope) = answer, case .array(let docs)? = envelope["docs"],
            case .object(let recordedEnvelope) = recorded, case .array(let recordedDocs)? = recordedEnvelope["docs"]
        else { return XCTFail("not envelopes: \(answer)") }
        XCTAssertEqual(docs.first, recordedDocs.first, "only the selected fields and id, the rocket as {name, id}")
    }

    func testTheNoticeSaysWhatTheDataIs() {
        XCTAssertTrue(BuiltInArchive.notice.contains("SpaceX API's data as of its last update (October 2022)"))
        XCTAssertFalse(BuiltInArchive.notice.contains("sample"))
    }
}
