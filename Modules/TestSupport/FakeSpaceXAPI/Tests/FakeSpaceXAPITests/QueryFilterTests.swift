import DocumentQuery
import FakeSpaceXAPI
import XCTest

/// Every supported filter operator, on the small sample dataset.
final class QueryFilterTests: XCTestCase {
    private func numbers(_ query: OrderedJSON, collection: SpaceXCollection = .launches) throws -> [Int] {
        let answer = try SampleDocuments.dataset.query(
            collection, body: ["query": query, "options": ["pagination": false]])
        return answer["docs"]?.arrayValue?.compactMap { $0["flight_number"]?.intValue } ?? []
    }

    private func queryError(_ query: OrderedJSON) -> String? {
        do {
            _ = try SampleDocuments.dataset.query(.launches, body: ["query": query])
            return nil
        } catch {
            return error.message
        }
    }

    func testEmptyAndNullQueriesMatchEverything() throws {
        XCTAssertEqual(try numbers([:]), [1, 2, 3, 4, 5, 6])
        XCTAssertEqual(try numbers(nil), [1, 2, 3, 4, 5, 6])
    }

    func testEqualityOnFieldsAndDottedPaths() throws {
        XCTAssertEqual(try numbers(["name": "CRS-1"]), [3])
        XCTAssertEqual(try numbers(["upcoming": true]), [6])
        XCTAssertEqual(try numbers(["links.patch.small": "https://example.com/4.png"]), [4])
        XCTAssertEqual(try numbers(["cores.landing_success": true]), [4, 5])
        XCTAssertEqual(try numbers(["cores.0.core": "5e9e28a6f35918c0803b265c"]), [4, 5])
        XCTAssertEqual(try numbers(["flight_number": 2.0]), [2])
        XCTAssertEqual(try numbers(["name": ["$eq": "DemoSat"]]), [2])
    }

    func testEqualityMatchesArrayMembersAndWholeArrays() throws {
        XCTAssertEqual(try numbers(["crew": "5ebf1b7323a9a60006e03a7b"]), [4])
        XCTAssertEqual(try numbers(["crew": []]), [1, 2, 3, 5, 6])
        XCTAssertEqual(try numbers(["links": ["patch": ["small": nil, "large": nil], "webcast": nil]]), [2, 5, 6])
    }

    func testNullMatchesNullAndMissing() throws {
        XCTAssertEqual(try numbers(["details": nil]), [3, 6])
        XCTAssertEqual(try numbers(["no_such_field": nil]), [1, 2, 3, 4, 5, 6])
        XCTAssertEqual(try numbers(["cores.landing_success": nil]), [1, 2, 3, 6])
        XCTAssertEqual(try numbers(["name.first": nil]), [1, 2, 3, 4, 5, 6])
    }

    func testIDMeansTheIdField() throws {
        XCTAssertEqual(try numbers(["_id": .string(SampleDocuments.launchID(3))]), [3])
        XCTAssertEqual(try numbers(["id": .string(SampleDocuments.launchID(4))]), [4])
        XCTAssertEqual(
            try numbers(["_id": ["$in": [.string(SampleDocuments.launchID(1)), .string(SampleDocuments.launchID(6))]]]),
            [1, 6])
    }

    func testInAndNotIn() throws {
        XCTAssertEqual(try numbers(["name": ["$in": ["DemoSat", "CRS-1", "nope"]]]), [2, 3])
        XCTAssertEqual(try numbers(["success": ["$in": [nil, false]]]), [1, 2, 6])
        XCTAssertEqual(try numbers(["name": ["$nin": ["DemoSat", "CRS-1"]]]), [1, 4, 5, 6])
        XCTAssertEqual(try numbers(["crew": ["$in": ["5ebf1a6e23a9a60006e03a7a"]]]), [4])
        XCTAssertEqual(queryError(["name": ["$in": "DemoSat"]]), "$in needs an array")
        XCTAssertEqual(queryError(["name": ["$nin": 1]]), "$nin needs an array")
    }

    func testComparisonsOnDateStringsAndNumbers() throws {
        XCTAssertEqual(
            try numbers(["date_utc": ["$gte": "2020-01-01T00:00:00.000Z", "$lte": "2021-12-31T23:59:59.000Z"]]), [4, 5])
        XCTAssertEqual(try numbers(["date_utc": ["$gt": "2020-05-30T19:22:00.000Z"]]), [5, 6])
        XCTAssertEqual(try numbers(["date_utc": ["$lt": "2007-03-21T01:10:00.000Z"]]), [1])
        XCTAssertEqual(try numbers(["flight_number": ["$gt": 2, "$lte": 4]]), [3, 4])
        XCTAssertEqual(try numbers(["flight_number": ["$gte": 5.5]]), [6])
        XCTAssertEqual(try numbers(["flight_number": ["$lt": "3"]]), [])
        XCTAssertEqual(try numbers(["crew": ["$gt": "5ebf1b"]]), [4])
    }

    func testNotEqualsAndExists() throws {
        XCTAssertEqual(try numbers(["success": ["$ne": true]]), [1, 2, 6])
        XCTAssertEqual(try numbers(["details": ["$ne": nil]]), [1, 2, 4, 5])
        XCTAssertEqual(try numbers(["details": ["$exists": true]]), [1, 2, 3, 4, 5, 6])
        XCTAssertEqual(try numbers(["static_fire": ["$exists": false]]), [1, 2, 3, 4, 5, 6])
        XCTAssertEqual(try numbers(["static_fire": ["$exists": 1]]), [])
        XCTAssertEqual(try numbers(["cores.landing_success": ["$exists": true]]), [1, 3, 4, 5])
    }

    func testLogicalOperators() throws {
        XCTAssertEqual(try numbers(["$and": [["success": true], ["flight_number": ["$gt": 3]]]]), [4, 5])
        XCTAssertEqual(try numbers(["$or": [["name": "FalconSat"], ["upcoming": true]]]), [1, 6])
        XCTAssertEqual(try numbers(["$nor": [["success": true], ["upcoming": true]]]), [1, 2])
        XCTAssertEqual(
            try numbers(["rocket": .string(SampleDocuments.falcon9), "$or": [["name": "CRS-1"], ["name": "DemoSat"]]]),
            [3])
        XCTAssertEqual(queryError(["$or": []]), "$and/$or/$nor must be a nonempty array")
        XCTAssertEqual(queryError(["$and": ["x"]]), "$or/$and/$nor entries need to be full objects")
    }

    func testTextSearchIsCaseInsensitiveOverNameAndDetails() throws {
        XCTAssertEqual(try numbers(["$text": ["$search": "starlink"]]), [5, 6])
        XCTAssertEqual(try numbers(["$text": ["$search": "ENGINE demosat"]]), [1, 2])
        XCTAssertEqual(try numbers(["$text": ["$search": "crewed"]]), [4])
        XCTAssertEqual(try numbers(["$text": ["$search": "drag"]]), [], "like MongoDB, words match whole")
        XCTAssertEqual(try numbers(["$text": ["$search": "sat"]]), [], "like MongoDB, words match whole")
        XCTAssertEqual(try numbers(["$text": ["$search": "dragon"]]), [4])
        XCTAssertEqual(try numbers(["$text": ["$search": "starlink -satellites"]]), [6])
        XCTAssertEqual(try numbers(["$text": ["$search": "\"first stage\" falcon"]]), [2])
        XCTAssertEqual(try numbers(["$text": ["$search": "Starlink", "$caseSensitive": true]]), [5, 6])
        XCTAssertEqual(try numbers(["$text": ["$search": "starlink", "$caseSensitive": true]]), [])
        let rockets = try SampleDocuments.dataset.query(.rockets, body: ["query": ["$text": ["$search": "two-stage"]]])
        XCTAssertEqual(rockets["docs"]?.arrayValue?.map { $0["name"] }, ["Falcon 9"])
        XCTAssertEqual(queryError(["$text": ["$search": 1]]), "$search needs a String")
        XCTAssertEqual(queryError(["$text": "x"]), "$text expects an object")
    }

    func testRegexSizeAndNot() throws {
        XCTAssertEqual(try numbers(["name": ["$regex": "^star", "$options": "i"]]), [5, 6])
        XCTAssertEqual(try numbers(["name": ["$regex": "^Star"]]), [5, 6])
        XCTAssertEqual(try numbers(["name": ["$regex": "sat$", "$options": "imsx"]]), [1, 2])
        XCTAssertEqual(try numbers(["crew": ["$size": 2]]), [4])
        XCTAssertEqual(try numbers(["flight_number": ["$not": ["$gt": 2]]]), [1, 2])
        XCTAssertEqual(queryError(["name": ["$regex": "("]]), "Regular expression is invalid: (")
        XCTAssertEqual(queryError(["name": ["$regex": 1]]), "$regex has to be a string")
        XCTAssertEqual(queryError(["crew": ["$size": "2"]]), "$size needs a number")
        XCTAssertEqual(queryError(["name": ["$not": 1]]), "$not needs a regex or a document")
    }

    func testUnknownOperatorsAndBadFiltersAreErrors() {
        XCTAssertEqual(queryError(["name": ["$foo": 1]]), "unknown operator: $foo")
        XCTAssertEqual(queryError(["$where": "1"]), "unknown top level operator: $where")
        XCTAssertEqual(queryError("x"), "Parameter \"filter\" to find() must be an object, got \"x\"")
    }
}
