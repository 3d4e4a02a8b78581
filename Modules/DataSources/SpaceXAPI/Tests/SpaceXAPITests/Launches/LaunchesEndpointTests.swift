import Foundation
import RepositoryDefinitions
import RepositoryImplementations
import XCTest

@testable import LaunchesCore
@testable import SpaceXAPI

/// The exact queries the launches screens send, and what a list page costs in bytes.
final class LaunchesEndpointTests: XCTestCase {
    private let endpoint = LaunchesEndpoint()
    private let populate = [
        Population("rocket", select: ["name", "type"]),
        Population("launchpad", select: ["name", "full_name", "locality", "region", "timezone"]),
    ]
    private let select = [
        "name", "flight_number", "date_utc", "date_precision", "upcoming", "success", "failures",
        "links.patch.small", "rocket", "launchpad",
    ]

    func testDefaultListPageIsNewestFirstWithEverythingMatching() {
        let query = endpoint.listQuery(filter: LaunchFilter(timeZone: LaunchFilter.utc), page: 1, limit: 20)
        XCTAssertEqual(
            query,
            CollectionQuery(
                collection: LaunchesEndpoint.collection, filter: .all,
                sort: [SortField("date_utc", .descending), SortField("flight_number", .descending)],
                select: select, populate: populate, page: 1, limit: 20))
        XCTAssertEqual(query.collection.description, "v5/launches")
    }

    func testDateIntervalOldestFirstOnPageThree() throws {
        let filter = try LaunchFilter(
            start: "2020-01-01", end: "2020-12-31", timeZone: LaunchFilter.utc, sortOrder: .oldestFirst)
        let query = endpoint.listQuery(filter: filter, page: 3, limit: 10)
        XCTAssertEqual(
            query,
            CollectionQuery(
                collection: LaunchesEndpoint.collection,
                filter: .dateRange(
                    field: "date_utc", from: Date(timeIntervalSince1970: 1_577_836_800),
                    through: Date(timeIntervalSince1970: 1_609_459_200).addingTimeInterval(-0.001)),
                sort: [SortField("date_utc", .ascending), SortField("flight_number", .ascending)],
                select: select, populate: populate, page: 3, limit: 10))
    }

    func testDeclaresItsCollectionFreshnessAndReferences() {
        XCTAssertEqual(endpoint.collection, APICollection(name: "launches", version: "v5"))
        XCTAssertEqual(endpoint.minimumFreshness, 300)
        XCTAssertEqual(
            endpoint.relatedCollections,
            [
                "rocket": APICollection(name: "rockets", version: "v4"),
                "launchpad": APICollection(name: "launchpads", version: "v4"),
            ])
        XCTAssertEqual(
            Set(endpoint.relatedCollections.keys), Set(populate.map(\.path)),
            "every populated reference says where it points")
    }

    func testSearchIsATextFilter() {
        let query = endpoint.listQuery(
            filter: LaunchFilter(timeZone: LaunchFilter.utc, searchText: "crew"), page: 1, limit: 5)
        XCTAssertEqual(query.filter, .text("crew"))
    }

    func testSecondarySortKeySortsAfterThePrimaryAlphabetically() {
        let keys = endpoint.listQuery(filter: LaunchFilter(timeZone: LaunchFilter.utc), page: 1, limit: 1).sort.map(
            \.field)
        XCTAssertEqual(keys, keys.sorted(), "the service writes sort keys in sorted order")
    }

    func testDetailIsOneQueryByIdWithTheSamePopulation() {
        let lookup = endpoint.itemLookup(id: "5eb87cd9ffd86e000604b32a")
        XCTAssertEqual(
            lookup,
            .query(
                CollectionQuery(
                    collection: LaunchesEndpoint.collection,
                    filter: .equals(field: "id", value: .string("5eb87cd9ffd86e000604b32a")),
                    sort: [], select: [], populate: populate, page: 1, limit: 1),
                id: "5eb87cd9ffd86e000604b32a"))
        XCTAssertEqual(lookup.id, "5eb87cd9ffd86e000604b32a")
        XCTAssertFalse(endpoint.listItemsAreComplete)
    }

    /// The whole list, paged at the default size, costs at most a quarter of the bytes of the same pages of full
    /// documents (populated alike), and every list document still decodes.
    func testListPagesWeighAtMostAQuarterOfFullDocuments() throws {
        let launches = try XCTUnwrap(
            JSONSerialization.jsonObject(with: FixtureFiles.data("launches-v4.json")) as? [[String: Any]])
        let rockets = try populated("rockets-v4.json", fields: ["name", "type"])
        let pads = try populated(
            "launchpads-v4.json", fields: ["name", "full_name", "locality", "region", "timezone"])
        let ordered = launches.sorted { lhs, rhs in
            let left = (lhs["date_utc"] as? String ?? "", lhs["flight_number"] as? Int ?? 0)
            let right = (rhs["date_utc"] as? String ?? "", rhs["flight_number"] as? Int ?? 0)
            return left > right
        }
        var fullBytes = 0
        var listBytes = 0
        let decoder = SpaceXJSON.makeDecoder()
        for start in stride(from: 0, to: ordered.count, by: PageRequest.defaultLimit) {
            let page = ordered[start..<min(start + PageRequest.defaultLimit, ordered.count)]
            let full = page.map { document -> [String: Any] in
                var copy = document
                copy["rocket"] = rockets[document["rocket"] as? String ?? ""]
                copy["launchpad"] = pads[document["launchpad"] as? String ?? ""]
                return copy
            }
            let list = full.map { project($0, paths: LaunchesEndpoint.listFields) }
            let fullData = try JSONSerialization.data(withJSONObject: full, options: [.sortedKeys])
            let listData = try JSONSerialization.data(withJSONObject: list, options: [.sortedKeys])
            fullBytes += fullData.count
            listBytes += listData.count
            let decoded = try decoder.decode([Launch].self, from: listData)
            XCTAssertTrue(decoded.allSatisfy { $0.rocket?.name != nil && $0.launchpad?.timezone != nil })
            XCTAssertTrue(decoded.allSatisfy { $0.details == nil && $0.cores.isEmpty })
        }
        let ratio = Double(listBytes) / Double(fullBytes)
        XCTAssertLessThanOrEqual(ratio, 0.25, "list pages are \(Int(ratio * 100))% of full documents")
    }

    /// id → `{id, fields…}` for the documents of a fixture, as `populate` with `select` returns them.
    private func populated(_ file: String, fields: [String]) throws -> [String: [String: Any]] {
        let documents = try XCTUnwrap(JSONSerialization.jsonObject(with: FixtureFiles.data(file)) as? [[String: Any]])
        var result: [String: [String: Any]] = [:]
        for document in documents {
            guard let id = document["id"] as? String else { continue }
            var kept: [String: Any] = ["id": id]
            for field in fields { kept[field] = document[field] }
            result[id] = kept
        }
        return result
    }

    /// The document as a `select` of `paths` (dotted for nested fields) returns it; `id` always comes along.
    private func project(_ document: [String: Any], paths: [String]) -> [String: Any] {
        var result: [String: Any] = ["id": document["id"] as Any]
        for path in paths {
            let steps = path.split(separator: ".").map(String.init)
            if let value = value(at: steps, in: document) { result = setting(value, at: steps, in: result) }
        }
        return result
    }

    private func value(at steps: [String], in document: [String: Any]) -> Any? {
        guard let first = steps.first, let value = document[first] else { return nil }
        if steps.count == 1 { return value }
        guard let nested = value as? [String: Any] else { return nil }
        return self.value(at: Array(steps.dropFirst()), in: nested)
    }

    private func setting(_ value: Any, at steps: [String], in object: [String: Any]) -> [String: Any] {
        var copy = object
        guard let first = steps.first else { return copy }
        if steps.count == 1 {
            copy[first] = value
        } else {
            let nested = copy[first] as? [String: Any] ?? [:]
            copy[first] = setting(value, at: Array(steps.dropFirst()), in: nested)
        }
        return copy
    }
}
