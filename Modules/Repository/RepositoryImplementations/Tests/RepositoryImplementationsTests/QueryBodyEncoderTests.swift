import Foundation
import RepositoryDefinitions
import XCTest

@testable import RepositoryImplementations

final class QueryBodyEncoderTests: XCTestCase {
    private func body(_ query: CollectionQuery) -> String {
        String(decoding: QueryBodyEncoder.body(for: query), as: UTF8.self)
    }

    private func body(filter: QueryFilter) -> String {
        body(CollectionQuery(collection: .launches, filter: filter, page: 1, limit: 10))
    }

    private func utc(_ text: String) -> Date {
        ISO8601Timestamp.date(from: text)!
    }

    func testPlainQuerySendsOnlyPageAndLimitAndAnEmptyFilter() {
        XCTAssertEqual(
            body(CollectionQuery(collection: .launches, page: 2, limit: 20)),
            #"{"options":{"limit":20,"page":2},"query":{}}"#)
    }

    func testFullQueryMatchesTheDocumentedShapeByteForByte() {
        let query = CollectionQuery(
            collection: .launches,
            filter: .dateRange(
                field: "date_utc", from: utc("2020-01-01T00:00:00.000Z"), through: utc("2020-12-31T23:59:59.999Z")),
            sort: [SortField("date_utc", .descending)], select: ["name", "date_utc"],
            populate: [Population("rocket", select: ["name", "type"])], page: 1, limit: 10)
        XCTAssertEqual(
            body(query),
            #"{"options":{"limit":10,"page":1,"populate":[{"path":"rocket","select":{"name":1,"type":1}}],"#
                + #""select":{"date_utc":1,"name":1},"sort":{"date_utc":"desc"}},"#
                + #""query":{"date_utc":{"$gte":"2020-01-01T00:00:00.000Z","$lte":"2020-12-31T23:59:59.999Z"}}}"#)
    }

    func testPopulationWithoutSelectIsAnObjectWithOnlyThePath() {
        let query = CollectionQuery(
            collection: .launches, populate: [Population("launchpad"), Population("rocket", select: ["name"])],
            page: 1, limit: 5)
        XCTAssertEqual(
            body(query),
            #"{"options":{"limit":5,"page":1,"populate":[{"path":"launchpad"},{"path":"rocket","select":{"name":1}}]},"#
                + #""query":{}}"#)
    }

    func testSeveralSortKeysUseMongooseStringFormToKeepTheirPrecedence() {
        let query = CollectionQuery(
            collection: .launches, sort: [SortField("date_utc", .descending), SortField("flight_number", .ascending)],
            page: 1, limit: 10)
        XCTAssertEqual(body(query), #"{"options":{"limit":10,"page":1,"sort":"-date_utc flight_number"},"query":{}}"#)
    }

    func testAscendingSingleSortAndDuplicateSelectFields() {
        let query = CollectionQuery(
            collection: .rockets, sort: [SortField("name", .ascending)], select: ["name", "name", "id"], page: 1,
            limit: 10)
        XCTAssertEqual(
            body(query),
            #"{"options":{"limit":10,"page":1,"select":{"id":1,"name":1},"sort":{"name":"asc"}},"query":{}}"#)
    }

    func testEqualsOnIdIsSentAsUnderscoreId() {
        XCTAssertEqual(
            body(filter: .equals(field: "id", value: "5eb87cd9ffd86e000604b32a")),
            #"{"options":{"limit":10,"page":1},"query":{"_id":"5eb87cd9ffd86e000604b32a"}}"#)
    }

    func testEqualsWithEveryLiteralKind() {
        XCTAssertEqual(
            body(filter: .equals(field: "upcoming", value: false)),
            #"{"options":{"limit":10,"page":1},"query":{"upcoming":false}}"#)
        XCTAssertEqual(
            body(filter: .equals(field: "flight_number", value: 42)),
            #"{"options":{"limit":10,"page":1},"query":{"flight_number":42}}"#)
        XCTAssertEqual(
            body(filter: .equals(field: "success", value: .null)),
            #"{"options":{"limit":10,"page":1},"query":{"success":null}}"#)
        XCTAssertEqual(
            body(filter: .equals(field: "mass", value: .double(1.5))),
            #"{"options":{"limit":10,"page":1},"query":{"mass":1.5}}"#)
        XCTAssertEqual(
            body(filter: .equals(field: "mass", value: .double(2))),
            #"{"options":{"limit":10,"page":1},"query":{"mass":2}}"#)
        XCTAssertEqual(
            body(filter: .equals(field: "mass", value: .double(.nan))),
            #"{"options":{"limit":10,"page":1},"query":{"mass":null}}"#)
        XCTAssertEqual(
            body(filter: .equals(field: "links", value: .object(["b": 1, "a": .array([true, "x"])]))),
            #"{"options":{"limit":10,"page":1},"query":{"links":{"a":[true,"x"],"b":1}}}"#)
    }

    func testIsIn() {
        XCTAssertEqual(
            body(filter: .isIn(field: "rocket", values: ["5e9d0d95eda69973a809d1ec", "5e9d0d95eda69974db09d1ed"])),
            #"{"options":{"limit":10,"page":1},"query":{"rocket":{"$in":["5e9d0d95eda69973a809d1ec","5e9d0d95eda69974db09d1ed"]}}}"#
        )
    }

    func testDateRangeOmitsOpenBounds() {
        XCTAssertEqual(
            body(filter: .dateRange(field: "date_utc", from: utc("2022-01-01"), through: nil)),
            #"{"options":{"limit":10,"page":1},"query":{"date_utc":{"$gte":"2022-01-01T00:00:00.000Z"}}}"#)
        XCTAssertEqual(
            body(filter: .dateRange(field: "date_utc", from: nil, through: utc("2006-03-25T10:30:00+12:00"))),
            #"{"options":{"limit":10,"page":1},"query":{"date_utc":{"$lte":"2006-03-24T22:30:00.000Z"}}}"#)
        XCTAssertEqual(
            body(filter: .dateRange(field: "date_utc", from: nil, through: nil)),
            #"{"options":{"limit":10,"page":1},"query":{}}"#)
    }

    func testTextSearchEscapesQuotesBackslashesAndControlCharacters() {
        XCTAssertEqual(
            body(filter: .text("Crew Dragon")),
            #"{"options":{"limit":10,"page":1},"query":{"$text":{"$search":"Crew Dragon"}}}"#)
        XCTAssertEqual(
            body(filter: .text("say \"hi\" \\ a/b\n\t\r\u{8}\u{c}\u{1}\u{1f} Ñ")),
            #"{"options":{"limit":10,"page":1},"query":{"$text":{"$search":"say \"hi\" \\ a/b\n\t\r\b\f\u0001\u001f Ñ"}}}"#
        )
    }

    func testAndMergesDistinctFieldsIntoOneObject() {
        let filter = QueryFilter.and([
            .equals(field: "upcoming", value: false),
            .all,
            .dateRange(field: "date_utc", from: utc("2020-01-01"), through: nil),
        ])
        XCTAssertEqual(
            body(filter: filter),
            #"{"options":{"limit":10,"page":1},"query":{"date_utc":{"$gte":"2020-01-01T00:00:00.000Z"},"upcoming":false}}"#
        )
    }

    func testAndKeepsRepeatedFieldsApartUnderDollarAnd() {
        let filter = QueryFilter.and([
            .dateRange(field: "date_utc", from: utc("2020-01-01"), through: nil),
            .dateRange(field: "date_utc", from: nil, through: utc("2021-01-01")),
        ])
        XCTAssertEqual(
            body(filter: filter),
            #"{"options":{"limit":10,"page":1},"query":{"$and":[{"date_utc":{"$gte":"2020-01-01T00:00:00.000Z"}},"#
                + #"{"date_utc":{"$lte":"2021-01-01T00:00:00.000Z"}}]}}"#)
    }

    func testAndOfNothingOrOneFilterCollapses() {
        XCTAssertEqual(body(filter: .and([])), #"{"options":{"limit":10,"page":1},"query":{}}"#)
        XCTAssertEqual(body(filter: .and([.all, .all])), #"{"options":{"limit":10,"page":1},"query":{}}"#)
        XCTAssertEqual(
            body(filter: .and([.text("starlink")])),
            #"{"options":{"limit":10,"page":1},"query":{"$text":{"$search":"starlink"}}}"#)
    }

    func testNestedAndFlattensWhenFieldsDiffer() {
        let filter = QueryFilter.and([
            .and([.equals(field: "upcoming", value: true), .equals(field: "rocket", value: "r1")]),
            .text("crew"),
        ])
        XCTAssertEqual(
            body(filter: filter),
            #"{"options":{"limit":10,"page":1},"query":{"$text":{"$search":"crew"},"rocket":"r1","upcoming":true}}"#)
    }

    func testSameQueryAlwaysGivesTheSameBytes() {
        let query = CollectionQuery(
            collection: .launches, filter: .and([.equals(field: "a", value: 1), .equals(field: "b", value: 2)]),
            select: ["z", "y", "x", "w"], page: 3, limit: 7)
        let first = QueryBodyEncoder.body(for: query)
        for _ in 0..<20 {
            XCTAssertEqual(QueryBodyEncoder.body(for: query), first)
        }
    }

    func testSortValueIsNilWithoutKeys() {
        XCTAssertNil(QueryBodyEncoder.sortValue([]))
    }

    func testBodyIsValidJSONThatFoundationReadsBack() throws {
        let query = CollectionQuery(
            collection: .launches, filter: .text("a \"b\" \u{1}"), sort: [SortField("name", .ascending)], page: 1,
            limit: 10)
        let object = try JSONSerialization.jsonObject(with: QueryBodyEncoder.body(for: query)) as? [String: Any]
        let search = ((object?["query"] as? [String: Any])?["$text"] as? [String: Any])?["$search"] as? String
        XCTAssertEqual(search, "a \"b\" \u{1}")
    }
}
