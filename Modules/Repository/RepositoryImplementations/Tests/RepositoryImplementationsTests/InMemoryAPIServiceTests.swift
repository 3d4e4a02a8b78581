import Foundation
import RepositoryDefinitions
import XCTest

@testable import RepositoryImplementations

final class InMemoryAPIServiceTests: XCTestCase {
    private struct Launch: Decodable, Sendable, Equatable {
        struct Rocket: Decodable, Sendable, Equatable {
            let id: String
            let name: String
            let type: String?
        }
        let id: String
        let name: String
        let rocket: Rocket?
    }

    private struct LaunchWithPad: Decodable, Sendable {
        struct Pad: Decodable, Sendable {
            let id: String
            let fullName: String
        }
        let id: String
        let launchpad: Pad?
    }

    private static func launch(
        _ id: String, _ name: String, date: String?, flight: JSONValue, rocket: JSONValue = "f9",
        details: JSONValue = .null, upcoming: Bool = false
    ) -> JSONValue {
        .object([
            "id": .string(id), "name": .string(name), "date_utc": date.map(JSONValue.string) ?? .null,
            "flight_number": flight, "rocket": rocket, "details": details, "upcoming": .bool(upcoming),
            "launchpad": "slc40", "payloads": .array(["p1", "p2", "missing"]),
            "links": .object(["patch": .object(["small": .string("img-\(id)")])]),
        ])
    }

    private let service = InMemoryAPIService(documents: InMemoryAPIServiceTests.documents)

    private static let documents: [APICollection: [JSONValue]] = [
        .launches: [
            launch(
                "l1", "FalconSat", date: "2006-03-24T22:30:00.000Z", flight: 1, rocket: "f1", details: "Engine failure"),
            launch("l2", "DemoSat", date: "2007-03-21T01:10:00.000Z", flight: 2, rocket: "f1"),
            launch(
                "l3", "Crew Dragon Demo-2", date: "2020-05-30T19:22:00.000Z", flight: 94, details: "First crewed flight"
            ),
            launch("l4", "Starlink 3-1", date: "2022-07-11T01:39:00.000Z", flight: .double(170), details: "Épreuve"),
            launch("l5", "Unknown date", date: nil, flight: .null, upcoming: true),
            launch("l6", "Bad reference", date: "2021-01-01T00:00:00.000Z", flight: 120, rocket: "nope"),
        ],
        .rockets: [
            .object(["id": "f1", "name": "Falcon 1", "type": "rocket", "height": 22]),
            .object(["id": "f9", "name": "Falcon 9", "type": "rocket", "height": 70]),
        ],
        .launchpads: [.object(["id": "slc40", "full_name": "Space Launch Complex 40", "name": "SLC 40"])],
        APICollection(name: "payloads", version: "v4"): [
            .object(["id": "p1", "name": "A"]), .object(["id": "p2", "name": "B"]),
        ],
    ]

    private func names(_ query: CollectionQuery) async throws -> [String] {
        try await service.query(query, as: NamedDocument.self, policy: .returnFreshElseLoad).value.items.map(\.name)
    }

    private func query(
        _ filter: QueryFilter = .all, sort: [SortField] = [], page: Int = 1, limit: Int = 10
    ) -> CollectionQuery {
        CollectionQuery(collection: .launches, filter: filter, sort: sort, page: page, limit: limit)
    }

    func testPagingNumbersFollowMongoosePaginate() async throws {
        let first = try await service.query(query(page: 1, limit: 4), as: NamedDocument.self, policy: .reload)
        XCTAssertEqual(first.freshness, .builtInArchive)
        XCTAssertTrue(first.isFresh)
        XCTAssertEqual(first.value.items.map(\.id), ["l1", "l2", "l3", "l4"])
        XCTAssertEqual(first.value.totalItems, 6)
        XCTAssertEqual(first.value.totalPages, 2)
        XCTAssertTrue(first.value.hasNextPage)
        XCTAssertEqual(first.value.nextPage, 2)
        let second = try await service.query(query(page: 2, limit: 4), as: NamedDocument.self, policy: .reload)
        XCTAssertEqual(second.value.items.map(\.id), ["l5", "l6"])
        XCTAssertFalse(second.value.hasNextPage)
        XCTAssertNil(second.value.nextPage)
        let past = try await service.query(query(page: 9, limit: 4), as: NamedDocument.self, policy: .reload)
        XCTAssertEqual(past.value.items, [])
        XCTAssertEqual(past.value.page, 9)
    }

    func testEnvelopeCarriesEveryMongooseField() throws {
        let envelope = try service.evaluate(query(page: 2, limit: 4))
        guard case .object(let members) = envelope else { return XCTFail("not an object") }
        XCTAssertEqual(members["pagingCounter"], 5)
        XCTAssertEqual(members["hasPrevPage"], true)
        XCTAssertEqual(members["prevPage"], 1)
        XCTAssertEqual(members["nextPage"], .null)
        let empty = try service.evaluate(query(.equals(field: "name", value: "none")))
        guard case .object(let emptyMembers) = empty else { return XCTFail("not an object") }
        XCTAssertEqual(emptyMembers["totalPages"], 1)
        XCTAssertEqual(emptyMembers["totalDocs"], 0)
    }

    func testInvalidPagingIsABadRequest() async {
        let zeroPage = await repositoryError {
            try await self.service.query(self.query(page: 0), as: NamedDocument.self, policy: .reload)
        }
        XCTAssertEqual(zeroPage, .badRequest(message: "page must be 1 or more"))
        let zeroLimit = await repositoryError {
            try await self.service.query(self.query(limit: 0), as: NamedDocument.self, policy: .reload)
        }
        XCTAssertEqual(zeroLimit, .badRequest(message: "limit must be 1 or more"))
    }

    func testEqualsIncludingIdAndNumbersByValueAndArrays() async throws {
        let byID = try await names(query(.equals(field: "id", value: "l3")))
        XCTAssertEqual(byID, ["Crew Dragon Demo-2"])
        let byUnderscoreID = try await names(query(.equals(field: "_id", value: "l3")))
        XCTAssertEqual(byUnderscoreID, ["Crew Dragon Demo-2"])
        let byNumber = try await names(query(.equals(field: "flight_number", value: 170)))
        XCTAssertEqual(byNumber, ["Starlink 3-1"])
        let byDouble = try await names(query(.equals(field: "flight_number", value: .double(94))))
        XCTAssertEqual(byDouble, ["Crew Dragon Demo-2"])
        let byNull = try await names(query(.equals(field: "flight_number", value: .null)))
        XCTAssertEqual(byNull, ["Unknown date"])
        let byArrayElement = try await names(
            query(.and([.equals(field: "payloads", value: "p2"), .equals(field: "upcoming", value: true)])))
        XCTAssertEqual(byArrayElement, ["Unknown date"])
        let byNested = try await names(query(.equals(field: "links.patch.small", value: "img-l2")))
        XCTAssertEqual(byNested, ["DemoSat"])
        let missingField = try await names(query(.equals(field: "nothing.here", value: 1)))
        XCTAssertEqual(missingField, [])
    }

    func testIsIn() async throws {
        let found = try await names(query(.isIn(field: "rocket", values: ["f1", "nope"])))
        XCTAssertEqual(found, ["FalconSat", "DemoSat", "Bad reference"])
    }

    func testDateRangeIsInclusiveAndSkipsMissingDates() async throws {
        let from = ISO8601Timestamp.date(from: "2007-03-21T01:10:00.000Z")!
        let through = ISO8601Timestamp.date(from: "2021-01-01T00:00:00.000Z")!
        let both = try await names(query(.dateRange(field: "date_utc", from: from, through: through)))
        XCTAssertEqual(both, ["DemoSat", "Crew Dragon Demo-2", "Bad reference"])
        let open = try await names(query(.dateRange(field: "date_utc", from: nil, through: nil)))
        XCTAssertEqual(open.count, 6, "an open range sends no condition, so the API matches every launch")
        let lower = try await names(query(.dateRange(field: "date_utc", from: through, through: nil)))
        XCTAssertEqual(lower, ["Starlink 3-1", "Bad reference"])
    }

    func testTextMatchesWholeWordsOfNameOrDetailsIgnoringCaseAndAccents() async throws {
        let byName = try await names(query(.text("dragon")))
        XCTAssertEqual(byName, ["Crew Dragon Demo-2"])
        let byDetails = try await names(query(.text("FAILURE unrelated")))
        XCTAssertEqual(byDetails, ["FalconSat"])
        let accents = try await names(query(.text("epreuve")))
        XCTAssertEqual(accents, ["Starlink 3-1"])
        let partial = try await names(query(.text("drag")))
        XCTAssertEqual(partial, [], "like MongoDB, words match whole")
        let blank = try await names(query(.text("  ")))
        XCTAssertEqual(blank, [])
    }

    /// MongoDB's order: null and missing are the smallest values, first ascending and last descending.
    func testSortsNumbersStringsAndPutsNullsFirstAscendingAndLastDescending() async throws {
        let ascending = try await names(query(sort: [SortField("flight_number", .ascending)]))
        XCTAssertEqual(
            ascending, ["Unknown date", "FalconSat", "DemoSat", "Crew Dragon Demo-2", "Bad reference", "Starlink 3-1"])
        let descending = try await names(query(sort: [SortField("date_utc", .descending)]))
        XCTAssertEqual(
            descending, ["Starlink 3-1", "Bad reference", "Crew Dragon Demo-2", "DemoSat", "FalconSat", "Unknown date"])
        let byName = try await names(query(sort: [SortField("name", .ascending)]))
        XCTAssertEqual(byName.first, "Bad reference")
    }

    func testSecondarySortKeyAndStableTies() async throws {
        let sorted = try await names(
            query(sort: [SortField("rocket", .ascending), SortField("flight_number", .descending)]))
        XCTAssertEqual(
            sorted, ["DemoSat", "FalconSat", "Starlink 3-1", "Crew Dragon Demo-2", "Unknown date", "Bad reference"])
        let ties = try await names(query(sort: [SortField("upcoming", .ascending)]))
        XCTAssertEqual(
            ties, ["FalconSat", "DemoSat", "Crew Dragon Demo-2", "Starlink 3-1", "Bad reference", "Unknown date"])
    }

    func testPopulateReplacesReferencesWithSelectedFields() async throws {
        var query = self.query(.equals(field: "id", value: "l1"))
        query.populate = [Population("rocket", select: ["name"]), Population("launchpad")]
        let launch = try await service.query(query, as: Launch.self, policy: .reload).value.items.first
        XCTAssertEqual(launch?.rocket, Launch.Rocket(id: "f1", name: "Falcon 1", type: nil))
        let withPad = try await service.query(query, as: LaunchWithPad.self, policy: .reload).value.items.first
        XCTAssertEqual(withPad?.launchpad?.fullName, "Space Launch Complex 40")
    }

    /// Payloads are a collection the API has but the archive does not hold: their ids stay as they are.
    func testPopulateWithoutSelectKeepsTheWholeDocumentAndUnknownIdsBecomeNull() async throws {
        var query = self.query(.isIn(field: "id", values: ["l2", "l6"]))
        query.populate = [Population("rocket"), Population("payloads")]
        let envelope = try service.evaluate(query)
        guard case .object(let members) = envelope, case .array(let docs)? = members["docs"] else {
            return XCTFail("no docs")
        }
        XCTAssertEqual(Self.value(at: "rocket.height", in: docs[0]), 22)
        XCTAssertEqual(Self.value(at: "rocket", in: docs[1]), .null)
        XCTAssertEqual(Self.value(at: "payloads", in: docs[0]), .array(["p1", "p2", "missing"]))
    }

    /// The value at a dotted path, through objects only.
    private static func value(at path: String, in document: JSONValue) -> JSONValue? {
        var current = document
        for step in path.split(separator: ".") {
            guard case .object(let members) = current, let next = members[String(step)] else { return nil }
            current = next
        }
        return current
    }

    private func firstDocument(_ query: CollectionQuery) throws -> JSONValue {
        guard case .object(let members) = try service.evaluate(query), case .array(let docs)? = members["docs"],
            let first = docs.first
        else { throw RepositoryError.notFound(id: "docs") }
        return first
    }

    func testSelectKeepsOnlyTheSelectedFieldsAndTheIDBeforePopulating() throws {
        var query = self.query(.equals(field: "id", value: "l1"))
        query.select = ["name", "links.patch.small", "rocket", "payloads.name"]
        query.populate = [Population("rocket", select: ["name"]), Population("launchpad")]

        let document = try firstDocument(query)

        XCTAssertEqual(
            document,
            .object([
                "id": "l1", "name": "FalconSat",
                "links": .object(["patch": .object(["small": "img-l1"])]),
                "rocket": .object(["id": "f1", "name": "Falcon 1"]),
                "payloads": .array([]),
            ]),
            "details, dates and the unselected launchpad are gone; scalars under a dotted path leave nothing")
    }

    func testSelectThroughArraysAndOverlappingPaths() throws {
        let document: JSONValue = .object([
            "id": "x", "name": "dropped",
            "cores": .array([.object(["flight": 2, "core": "c1"]), "bare", .object(["core": "c2"])]),
            "links": .object(["patch": .object(["small": "s", "large": "l"]), "webcast": "w"]),
            "missing": 3,
        ])
        let service = InMemoryAPIService(documents: [.launches: [document]])
        let select = ["cores.flight", "links", "links.patch", "_id", "missing.deep"]
        func first(_ query: CollectionQuery) throws -> JSONValue? {
            guard case .object(let members) = try service.evaluate(query), case .array(let docs)? = members["docs"]
            else { return nil }
            return docs.first
        }
        XCTAssertEqual(
            try first(CollectionQuery(collection: .launches, select: select)),
            .object([
                "id": "x", "cores": .array([.object(["flight": 2]), .object([:])]),
                "links": .object(["patch": .object(["small": "s", "large": "l"]), "webcast": "w"]),
            ]),
            "a whole field wins over a path inside it")
        XCTAssertEqual(try first(CollectionQuery(collection: .launches)), document)
    }

    func testPopulationSelectFollowsDottedPaths() throws {
        var query = self.query(.equals(field: "id", value: "l1"))
        query.populate = [Population("launchpad", select: ["full_name"])]
        let document = try firstDocument(query)
        XCTAssertEqual(
            Self.value(at: "launchpad", in: document),
            .object(["id": "slc40", "full_name": "Space Launch Complex 40"]))
    }

    /// As the API's mongoose (strictPopulate): a path its schema has no reference at is refused.
    func testOnlyReferencesOfTheSchemaArePopulated() throws {
        let rocketsQuery = CollectionQuery(collection: .rockets, populate: [Population("launchpad")])
        XCTAssertThrowsError(try service.evaluate(rocketsQuery)) { error in
            guard case .badRequest(let message)? = error as? RepositoryError else { return XCTFail("\(error)") }
            XCTAssertTrue(message.hasPrefix("Cannot populate path `launchpad`"), message)
        }
    }

    func testGetByIdAndNotFound() async throws {
        let rocket = try await service.item(.get(.rockets, id: "f9"), as: NamedDocument.self, policy: .cacheOnly)
        XCTAssertEqual(rocket.value, NamedDocument(id: "f9", name: "Falcon 9"))
        XCTAssertEqual(rocket.freshness, .builtInArchive)
        let missing = await repositoryError {
            try await self.service.item(.get(.rockets, id: "nope"), as: NamedDocument.self, policy: .reload)
        }
        XCTAssertEqual(missing, .notFound(id: "nope"))
    }

    func testItemByQueryPopulatesAndReportsNotFound() async throws {
        var lookup = query(.equals(field: "id", value: "l3"), limit: 1)
        lookup.populate = [Population("rocket", select: ["name", "type"])]
        let launch = try await service.item(.query(lookup, id: "l3"), as: Launch.self, policy: .reload)
        XCTAssertEqual(launch.value.rocket, Launch.Rocket(id: "f9", name: "Falcon 9", type: "rocket"))
        XCTAssertEqual(launch.freshness, .builtInArchive)
        let missing = await repositoryError {
            try await self.service.item(
                .query(self.query(.equals(field: "id", value: "zz")), id: "zz"), as: Launch.self, policy: .reload)
        }
        XCTAssertEqual(missing, .notFound(id: "zz"))
    }

    func testUnknownCollectionIsEmptyAndOtherVersionsResolveByName() async throws {
        let ships = try await service.query(
            CollectionQuery(collection: APICollection(name: "ships", version: "v4")), as: NamedDocument.self,
            policy: .reload)
        XCTAssertEqual(ships.value.totalItems, 0)
        let v4Launches = try await service.query(
            CollectionQuery(collection: APICollection(name: "launches", version: "v4")), as: NamedDocument.self,
            policy: .reload)
        XCTAssertEqual(v4Launches.value.totalItems, 6)
    }

    func testDocumentsThatDoNotFitTheModelAreAWrongShape() async {
        struct Detailed: Decodable, Sendable {
            let details: String
        }
        let error = await repositoryError {
            try await self.service.query(self.query(), as: Detailed.self, policy: .reload)
        }
        XCTAssertEqual(
            error, .invalidResponse(.wrongShape(codingPath: "docs[1].details", detail: "expected a string, found null"))
        )
    }

    func testBuildsFromJSONArraysAndRejectsBadJSON() async throws {
        let built = try InMemoryAPIService(jsonDocuments: [.rockets: Data(#"[{"id":"a","name":"Falcon 1"}]"#.utf8)])
        let rocket = try await built.item(.get(.rockets, id: "a"), as: NamedDocument.self, policy: .reload)
        XCTAssertEqual(rocket.value.name, "Falcon 1")
        XCTAssertThrowsError(try InMemoryAPIService(jsonDocuments: [.rockets: Data("[{".utf8)])) { error in
            XCTAssertEqual(error as? RepositoryError, .invalidResponse(.truncated))
        }
    }

    func testTheFixtureDumpAnswersQueriesFast() async throws {
        let data = try Fixtures.data("launches-v4.json")
        let rockets = try Fixtures.data("rockets-v4.json")
        let service = try InMemoryAPIService(jsonDocuments: [.launches: data, .rockets: rockets])
        var query = CollectionQuery(
            collection: .launches,
            filter: .dateRange(
                field: "date_utc", from: ISO8601Timestamp.date(from: "2020-01-01"),
                through: ISO8601Timestamp.date(from: "2020-12-31T23:59:59.999Z")),
            sort: [SortField("date_utc", .descending)], page: 1, limit: 10)
        query.populate = [Population("rocket", select: ["name"])]
        let page = try await service.query(query, as: Launch.self, policy: .reload).value
        XCTAssertEqual(page.totalItems, 26)
        XCTAssertEqual(page.items.first?.rocket?.name, "Falcon 9")
        let failures = try await service.query(
            CollectionQuery(collection: .launches, filter: .equals(field: "success", value: false), limit: 100),
            as: NamedDocument.self, policy: .reload)
        XCTAssertEqual(
            Set(failures.value.items.map(\.name)), ["FalconSat", "DemoSat", "Trailblazer", "CRS-7", "Amos-6"])
    }
}
