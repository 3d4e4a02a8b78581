import Foundation
import XCTest

@testable import RepositoryDefinitions

final class ValueTypeTests: XCTestCase {
    func testCacheEntryFreshnessFollowsMaxAge() {
        let storedAt = Date(timeIntervalSince1970: 10_000)
        let entry = CacheEntry(body: Data("{}".utf8), storedAt: storedAt, maxAge: 300, etag: "\"abc\"")
        XCTAssertTrue(entry.isFresh(at: storedAt))
        XCTAssertTrue(entry.isFresh(at: storedAt.addingTimeInterval(299)))
        XCTAssertFalse(entry.isFresh(at: storedAt.addingTimeInterval(300)))
        XCTAssertFalse(entry.isFresh(at: storedAt.addingTimeInterval(-3600)), "an entry from the future is suspect")
    }

    func testHTTPResponseHeadersAreCaseInsensitive() {
        let response = HTTPResponse(status: 200, headers: ["Content-Type": "application/json", "ETag": "\"1\""])
        XCTAssertEqual(response.header("content-type"), "application/json")
        XCTAssertEqual(response.header("ETAG"), "\"1\"")
        XCTAssertNil(response.header("retry-after"))
    }

    func testJSONValueRoundTripsEveryKind() throws {
        let value: JSONValue = .object([
            "null": .null, "bool": true, "int": 42, "double": .double(1.5), "string": "s",
            "array": .array([1, "two"]),
        ])
        let data = try JSONEncoder().encode(value)
        XCTAssertEqual(try JSONDecoder().decode(JSONValue.self, from: data), value)
    }

    func testCollectionsAndLookups() {
        XCTAssertEqual(APICollection.launches.description, "v5/launches")
        XCTAssertEqual(APICollection.rockets.description, "v4/rockets")
        XCTAssertEqual(APICollection.launchpads.description, "v4/launchpads")
        XCTAssertEqual(ItemLookup.get(.rockets, id: "r1").id, "r1")
        XCTAssertEqual(ItemLookup.query(CollectionQuery(collection: .launches), id: "l1").id, "l1")
        XCTAssertEqual(CacheKey(rawValue: "k").description, "k")
        XCTAssertEqual(Fetched.live(1), Fetched(value: 1, freshness: .live, isFresh: true))
    }

    func testCollectionQueryDefaults() {
        let query = CollectionQuery(collection: .rockets)
        XCTAssertEqual(query.filter, .all)
        XCTAssertEqual(query.sort, [])
        XCTAssertEqual(query.select, [])
        XCTAssertEqual(query.populate, [])
        XCTAssertEqual(query.page, 1)
        XCTAssertEqual(query.limit, PageRequest.defaultLimit)
        XCTAssertEqual(SortField("name", .ascending).direction.rawValue, "asc")
        XCTAssertEqual(Population("rocket", select: ["name"]).select, ["name"])
    }
}
