import DocumentQuery
import FakeSpaceXAPI
import XCTest

/// Sort, select, populate and the pagination envelope, on the small sample dataset.
final class QueryOptionsTests: XCTestCase {
    private func answer(_ options: OrderedJSON, query: OrderedJSON = [:], collection: SpaceXCollection = .launches)
        throws -> OrderedJSON
    {
        try SampleDocuments.dataset.query(collection, body: ["query": query, "options": options])
    }

    private func docs(_ options: OrderedJSON, query: OrderedJSON = [:], collection: SpaceXCollection = .launches)
        throws -> [OrderedJSON]
    {
        try answer(options, query: query, collection: collection)["docs"]?.arrayValue ?? []
    }

    private func numbers(_ options: OrderedJSON) throws -> [Int] {
        try docs(options).compactMap { $0["flight_number"]?.intValue }
    }

    private func optionsError(_ options: OrderedJSON) -> String? {
        do {
            _ = try SampleDocuments.dataset.query(.launches, body: ["options": options])
            return nil
        } catch {
            return error.message
        }
    }

    // MARK: sort

    func testSortObjectWithWordsAndNumbers() throws {
        XCTAssertEqual(try numbers(["sort": ["date_utc": "desc"]]), [6, 5, 4, 3, 2, 1])
        XCTAssertEqual(try numbers(["sort": ["date_utc": "asc"]]), [1, 2, 3, 4, 5, 6])
        XCTAssertEqual(try numbers(["sort": ["flight_number": -1]]), [6, 5, 4, 3, 2, 1])
        XCTAssertEqual(try numbers(["sort": ["name": "ascending"]]), [3, 4, 2, 1, 5, 6])
        XCTAssertEqual(try numbers(["sort": ["name": "descending"]]), [6, 5, 1, 2, 4, 3])
        XCTAssertEqual(try numbers(["sort": ["flight_number": 1.0]]), [1, 2, 3, 4, 5, 6])
        XCTAssertEqual(try numbers(["sort": ["flight_number": "-1"]]), [6, 5, 4, 3, 2, 1])
    }

    func testSortStringWithSeveralKeysAndStableTies() throws {
        XCTAssertEqual(try numbers(["sort": "-rocket -date_utc"]), [6, 5, 4, 3, 2, 1])
        XCTAssertEqual(try numbers(["sort": "+rocket name"]), [2, 1, 3, 4, 5, 6])
        XCTAssertEqual(try numbers(["sort": "launchpad"]), [3, 4, 5, 6, 1, 2])
        XCTAssertEqual(try numbers(["sort": "-_id"]), [6, 5, 4, 3, 2, 1])
    }

    func testSortOrdersTypesLikeMongoDB() throws {
        XCTAssertEqual(try numbers(["sort": ["success": 1, "flight_number": 1]]), [6, 1, 2, 3, 4, 5])
        XCTAssertEqual(try numbers(["sort": ["details": 1, "flight_number": 1]]), [3, 6, 1, 4, 5, 2])
        XCTAssertEqual(try numbers(["sort": ["crew": -1, "flight_number": 1]]), [4, 1, 2, 3, 5, 6])
        XCTAssertEqual(try numbers(["sort": ["crew": 1, "flight_number": 1]]), [1, 2, 3, 5, 6, 4])
        XCTAssertEqual(try numbers(["sort": ["links": -1, "flight_number": 1]]), [4, 3, 1, 2, 5, 6])
    }

    func testInvalidSortIsAnError() {
        XCTAssertEqual(optionsError(["sort": ["name": "up"]]), "Invalid sort value: { name: \"up\" }")
        XCTAssertEqual(optionsError(["sort": ["name": true]]), "Invalid sort value: { name: true }")
        XCTAssertEqual(optionsError(["sort": 5]), "Invalid sort() argument. Must be a string, object, or array. Got 5")
    }

    // MARK: select

    func testSelectObjectIncludesFieldsAndKeepsID() throws {
        let first = try docs(["select": ["name": 1, "date_utc": 1], "limit": 1])[0]
        XCTAssertEqual(first.objectValue?.keys, ["name", "date_utc", "id"])
        XCTAssertEqual(first["name"], "FalconSat")
    }

    func testSelectNestedPaths() throws {
        let selected = try docs(["select": ["links.patch.small": 1, "cores.core": 1, "name.first": 1], "limit": 1])[0]
        XCTAssertEqual(
            selected,
            [
                "links": ["patch": ["small": "https://example.com/1.png"]],
                "cores": [["core": "5e9e289df35918033d3b2623"]], "id": .string(SampleDocuments.launchID(1)),
            ])
        let parentWins = try docs(["select": ["links.patch": 1, "links": 1], "limit": 1])[0]
        XCTAssertEqual(parentWins["links"]?.objectValue?.keys, ["patch", "webcast"])
        let arrayOfScalars = try docs(["select": ["crew.x": 1], "limit": 1, "offset": 3])[0]
        XCTAssertEqual(arrayOfScalars["crew"], [])
    }

    func testSelectExclusionAndIDHandling() throws {
        let excluded = try docs(["select": ["links": 0, "cores.landing_success": 0], "limit": 1])[0]
        XCTAssertNil(excluded["links"])
        XCTAssertEqual(excluded["cores"], [["core": "5e9e289df35918033d3b2623"]])
        XCTAssertNotNil(excluded["id"])
        let noID = try docs(["select": ["id": 0], "limit": 1])[0]
        XCTAssertNil(noID["id"])
        XCTAssertNotNil(noID["name"])
        let onlyID = try docs(["select": ["_id": 1], "limit": 1])[0]
        XCTAssertEqual(onlyID.objectValue?.keys, ["id"])
        let excludeKeepID = try docs(["select": ["name": 0, "id": 1], "limit": 1])[0]
        XCTAssertNil(excludeKeepID["name"])
        XCTAssertNotNil(excludeKeepID["id"])
        XCTAssertEqual(try docs(["select": [:], "limit": 1])[0], SampleDocuments.launches[0])
        XCTAssertEqual(
            try docs(["select": ["links.patch.nope": 0, "cores.core.deep": 0], "limit": 1])[0]["cores"],
            [["core": "5e9e289df35918033d3b2623", "landing_success": nil]])
    }

    func testSelectString() throws {
        let selected = try docs(["select": "name date_utc -id +secret", "limit": 1])[0]
        XCTAssertEqual(selected.objectValue?.keys, ["name", "date_utc"])
        let excluded = try docs(["select": "-links -cores -crew", "limit": 1])[0]
        XCTAssertEqual(excluded.objectValue?.keys.contains("links"), false)
        XCTAssertEqual(excluded.objectValue?.keys.contains("name"), true)
        XCTAssertEqual(try docs(["select": "", "limit": 1])[0], SampleDocuments.launches[0])
    }

    func testSelectMixingInclusionAndExclusionIsAnError() {
        XCTAssertEqual(
            optionsError(["select": ["name": 1, "details": 0]]),
            "Projection cannot have a mix of inclusion and exclusion.")
        XCTAssertEqual(
            optionsError(["select": "name -details"]), "Projection cannot have a mix of inclusion and exclusion.")
        XCTAssertEqual(optionsError(["select": 3]), "Invalid select() argument. Must be string or object. Got 3")
    }

    // MARK: populate

    func testPopulateStringAndArrayForms() throws {
        let populated = try docs(["populate": "rocket launchpad", "limit": 1])[0]
        XCTAssertEqual(populated["rocket"]?["name"], "Falcon 1")
        XCTAssertEqual(populated["launchpad"]?["name"], "Kwajalein Atoll")
        let fromArray = try docs(["populate": ["rocket"], "limit": 1])[0]
        XCTAssertEqual(fromArray["rocket"], SampleDocuments.rockets[0])
        XCTAssertEqual(fromArray["launchpad"], .string(SampleDocuments.kwajalein))
    }

    func testPopulateWithNestedSelectLikeTheRealAnswer() throws {
        let options: OrderedJSON = [
            "select": ["name": 1, "rocket": 1, "launchpad": 1], "limit": 1,
            "populate": [["path": "rocket", "select": ["name": 1]], ["path": "launchpad", "select": "full_name"]],
        ]
        let populated = try docs(options)[0]
        XCTAssertEqual(populated["rocket"], ["name": "Falcon 1", "id": .string(SampleDocuments.falcon1)])
        XCTAssertEqual(populated["rocket"]?.objectValue?.keys, ["name", "id"])
        XCTAssertEqual(
            populated["launchpad"],
            ["full_name": "Kwajalein Atoll Omelek Island", "id": .string(SampleDocuments.kwajalein)])
    }

    func testPopulateIgnoresPathsOfCollectionsNotHeld() throws {
        let options: OrderedJSON = [
            "populate": ["payloads", "crew", "ships", "capsules", "cores.core", ["path": "cores.landpad"]], "limit": 1,
            "offset": 3,
        ]
        let populated = try docs(options)[0]
        XCTAssertEqual(populated, SampleDocuments.launches[3])
    }

    func testPopulateArraysMissingReferencesAndNestedPopulate() throws {
        let options: OrderedJSON = [
            "populate": [
                ["path": "rockets", "select": "name"],
                ["path": "launches", "select": ["name": 1], "populate": [["path": "rocket", "select": "name -id"]]],
            ]
        ]
        let pads = try docs(options, collection: .launchpads)
        XCTAssertEqual(pads[1]["rockets"], [["name": "Falcon 9", "id": .string(SampleDocuments.falcon9)]])
        XCTAssertEqual(pads[0]["launches"]?.arrayValue?.count, 2)
        XCTAssertEqual(pads[0]["launches"]?.arrayValue?.first?["name"], "FalconSat")
        let withMissingRocket = try SpaceXDataset(
            launches: [["rocket": "5e9d0d95eda69973a809dfff", "launchpad": nil, "id": "5eb87cd9ffd86e000604b399"]],
            rockets: SampleDocuments.rockets
        )
        .query(.launches, body: ["options": ["populate": "rocket launchpad"]])
        XCTAssertEqual(withMissingRocket["docs"]?.arrayValue?.first?["rocket"], nil as OrderedJSON)
        XCTAssertEqual(withMissingRocket["docs"]?.arrayValue?.first?["launchpad"], nil as OrderedJSON)
    }

    func testPopulateUnknownPathIsAnError() {
        let message =
            "Cannot populate path `fuel` because it is not in your schema. Set the `strictPopulate` option to false to override."
        XCTAssertEqual(optionsError(["populate": "fuel"]), message)
        XCTAssertEqual(optionsError(["populate": [["select": "name"]]]), "populate() requires a `path` for every entry")
        XCTAssertEqual(optionsError(["populate": 1]), "Invalid populate() argument: 1")
        XCTAssertThrowsError(try answer(["populate": "rocket"], collection: .rockets))
    }

    // MARK: pagination

    private func envelope(_ options: OrderedJSON) throws -> OrderedJSONObject {
        var object = try answer(options).objectValue ?? [:]
        object["docs"] = nil
        return object
    }

    func testDefaultsToFirstPageOfTenWithOffsetZero() throws {
        let numbers = try envelope([:])
        XCTAssertEqual(
            numbers.keys,
            [
                "totalDocs", "offset", "limit", "totalPages", "page", "pagingCounter", "hasPrevPage", "hasNextPage",
                "prevPage", "nextPage",
            ])
        XCTAssertEqual(
            numbers,
            [
                "totalDocs": 6, "offset": 0, "limit": 10, "totalPages": 1, "page": 1, "pagingCounter": 1,
                "hasPrevPage": false, "hasNextPage": false, "prevPage": nil, "nextPage": nil,
            ])
    }

    func testPageOmitsOffsetAndPagesThrough() throws {
        XCTAssertEqual(try numbers(["page": 2, "limit": 4]), [5, 6])
        XCTAssertEqual(
            try envelope(["page": 2, "limit": 4]),
            [
                "totalDocs": 6, "limit": 4, "totalPages": 2, "page": 2, "pagingCounter": 5, "hasPrevPage": true,
                "hasNextPage": false, "prevPage": 1, "nextPage": nil,
            ])
        XCTAssertEqual(try envelope(["page": 1, "limit": 4])["nextPage"], 2)
        XCTAssertEqual(try envelope(["page": 0, "limit": 4])["page"], 1)
        XCTAssertEqual(try envelope(["page": "2", "limit": "4"])["page"], 2)
        XCTAssertEqual(try envelope(["page": "x"])["page"], 1)
        XCTAssertEqual(try numbers(["page": 2.9, "limit": 5]), [6])
    }

    func testOffsetTakesPrecedenceOverPage() throws {
        XCTAssertEqual(try numbers(["offset": 1, "page": 3, "limit": 2]), [2, 3])
        XCTAssertEqual(
            try envelope(["offset": 1, "page": 3, "limit": 2]),
            [
                "totalDocs": 6, "offset": 1, "limit": 2, "totalPages": 3, "page": 1, "pagingCounter": 1,
                "hasPrevPage": true, "hasNextPage": true, "prevPage": 1, "nextPage": 2,
            ])
        XCTAssertEqual(try envelope(["offset": "4", "limit": 2])["page"], 3)
        XCTAssertEqual(optionsError(["offset": -1]), "BadValue: skip value must be non-negative, but received: -1")
    }

    func testPastTheEndGivesEmptyDocsAndPageAfterLast() throws {
        XCTAssertEqual(try numbers(["offset": 6, "limit": 2]), [])
        XCTAssertEqual(
            try envelope(["offset": 6, "limit": 2]),
            [
                "totalDocs": 6, "offset": 6, "limit": 2, "totalPages": 3, "page": 4, "pagingCounter": 7,
                "hasPrevPage": true, "hasNextPage": false, "prevPage": 3, "nextPage": nil,
            ])
        XCTAssertEqual(try numbers(["page": 9, "limit": 2]), [])
        XCTAssertEqual(try envelope(["page": 9, "limit": 2])["page"], 9)
    }

    func testLimitZeroOrNegativeReturnsEverything() throws {
        XCTAssertEqual(try numbers(["limit": 0]), [1, 2, 3, 4, 5, 6])
        XCTAssertEqual(
            try envelope(["limit": -3, "page": 2]),
            [
                "totalDocs": 6, "limit": 0, "totalPages": 1, "page": 1, "pagingCounter": 1, "hasPrevPage": false,
                "hasNextPage": false, "prevPage": nil, "nextPage": nil,
            ])
        XCTAssertEqual(try envelope(["limit": nil])["limit"], 0)
    }

    func testPaginationFalseKeepsTheEnvelope() throws {
        XCTAssertEqual(try numbers(["pagination": false, "limit": 2, "page": 2]), [1, 2, 3, 4, 5, 6])
        XCTAssertEqual(
            try envelope(["pagination": false, "limit": 2]),
            [
                "totalDocs": 6, "offset": 0, "limit": 6, "totalPages": 1, "page": 1, "pagingCounter": 1,
                "hasPrevPage": false, "hasNextPage": false, "prevPage": nil, "nextPage": nil,
            ])
        XCTAssertEqual(try envelope(["pagination": 0, "limit": 2, "page": 2])["pagingCounter"], 3)
        XCTAssertEqual(try numbers(["pagination": "yes", "limit": 2]), [1, 2])
    }

    func testFilterSortAndPageCombine() throws {
        let options: OrderedJSON = ["sort": ["date_utc": "desc"], "page": 2, "limit": 2, "select": "flight_number"]
        let result = try answer(options, query: ["rocket": .string(SampleDocuments.falcon9)])
        XCTAssertEqual(result["docs"]?.arrayValue?.compactMap { $0["flight_number"]?.intValue }, [4, 3])
        XCTAssertEqual(result["totalDocs"], 4)
    }

    func testBodyShapesAndBadOptions() throws {
        XCTAssertEqual(try SampleDocuments.dataset.query(.launches, body: [1, 2])["totalDocs"], 6)
        XCTAssertEqual(try SampleDocuments.dataset.query(.launches, body: ["options": nil])["limit"], 10)
        XCTAssertEqual(optionsError("x"), "options must be an object, got \"x\"")
    }

    func testNaturalOrderByObjectID() throws {
        let reversed = SpaceXDataset(launches: SampleDocuments.launches.reversed(), naturalOrder: .byObjectID)
        let answer = try reversed.query(.launches, body: ["options": ["limit": 2]])
        XCTAssertEqual(answer["docs"]?.arrayValue?.compactMap { $0["flight_number"]?.intValue }, [1, 2])
        XCTAssertEqual(reversed.documents(in: .launches).first?["flight_number"], 6)
    }
}
