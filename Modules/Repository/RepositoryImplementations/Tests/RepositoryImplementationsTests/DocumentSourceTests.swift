import DocumentQuery
import Foundation
import RepositoryDefinitions
import XCTest

@testable import RepositoryImplementations

/// The archive read on demand answers every query exactly as the same documents parsed up front do.
final class DocumentSourceTests: XCTestCase {
    private let launchesV4 = APICollection(name: "launches", version: "v4")

    private func services() throws -> (onDemand: InMemoryAPIService, parsed: InMemoryAPIService) {
        try services(checked: false)
    }

    private func services(checked: Bool) throws -> (onDemand: InMemoryAPIService, parsed: InMemoryAPIService) {
        let files: [APICollection: Data] = [
            .launches: try Fixtures.data("launches-v4.json"), .rockets: try Fixtures.data("rockets-v4.json"),
            .launchpads: try Fixtures.data("launchpads-v4.json"),
        ]
        let onDemand =
            checked
            ? try InMemoryAPIService(checkedJSONDocuments: files) : try InMemoryAPIService(jsonDocuments: files)
        let parsed = InMemoryAPIService(
            documents: try files.mapValues { try JSONDecoder().decode([JSONValue].self, from: $0) })
        return (onDemand, parsed)
    }

    private var queries: [CollectionQuery] {
        let list = ["name", "date_utc", "date_precision", "upcoming", "success", "rocket", "launchpad", "links.patch"]
        let populate = [Population("rocket", select: ["name"]), Population("launchpad", select: ["name", "timezone"])]
        let newest = [SortField("date_utc", .descending), SortField("flight_number", .descending)]
        var queries = [
            CollectionQuery(collection: .launches, sort: newest, select: list, populate: populate, limit: 10),
            CollectionQuery(collection: .launches, sort: newest, select: list, populate: populate, page: 21),
            CollectionQuery(collection: .launches, sort: newest, page: 30),
            CollectionQuery(collection: .launches, sort: [SortField("name", .ascending)], page: 3, limit: 7),
            CollectionQuery(collection: .launches, populate: [Population("rocket"), Population("payloads")]),
            CollectionQuery(
                collection: .launches,
                filter: .dateRange(
                    field: "date_utc", from: ISO8601Timestamp.date(from: "2020-01-01"),
                    through: ISO8601Timestamp.date(from: "2020-12-31T23:59:59.999Z")),
                sort: [SortField("date_utc", .ascending)], limit: 50),
            CollectionQuery(collection: .launches, filter: .text("starlink mission"), sort: newest, limit: 100),
            CollectionQuery(collection: .launches, filter: .hasPrefix(field: "name", prefix: "crew-"), sort: newest),
            CollectionQuery(
                collection: .launches,
                filter: .and([
                    .equals(field: "upcoming", value: .bool(false)), .equals(field: "success", value: .bool(true)),
                ]),
                sort: [SortField("links.patch.small", .ascending)], select: ["links.patch.small"], limit: 20),
            CollectionQuery(
                collection: .launches,
                filter: .isIn(field: "_id", values: [.string("5eb87cd9ffd86e000604b32a"), .string("nope")])),
            CollectionQuery(collection: launchesV4, filter: .equals(field: "cores.reused", value: .bool(true))),
            CollectionQuery(collection: .rockets, sort: [SortField("success_rate_pct", .descending)]),
            CollectionQuery(collection: .launchpads, select: ["name", "rockets"], page: 2, limit: 4),
        ]
        queries.append(CollectionQuery(collection: .launches, page: 99))
        return queries
    }

    func testEveryQueryAnswersAsTheParsedDocumentsDo() throws {
        try everyQueryAnswersAsTheParsedDocumentsDo(checked: false)
    }

    func testTextWithACheckedGrammarAnswersAlike() throws {
        try everyQueryAnswersAsTheParsedDocumentsDo(checked: true)
        let checked = try InMemoryAPIService(checkedJSONDocuments: [
            .rockets: Data(#"[{"id":"a"}, {"id":"b","x":[1,"]"]}]"#.utf8)
        ])
        XCTAssertEqual(
            try checked.evaluate(CollectionQuery(collection: .rockets, sort: [SortField("id", .descending)])),
            try InMemoryAPIService(jsonDocuments: [.rockets: Data(#"[{"id":"a"}, {"id":"b","x":[1,"]"]}]"#.utf8)])
                .evaluate(CollectionQuery(collection: .rockets, sort: [SortField("id", .descending)])))
    }

    private func everyQueryAnswersAsTheParsedDocumentsDo(checked: Bool) throws {
        let (onDemand, parsed) = try services(checked: checked)
        for query in queries {
            let answer = try onDemand.evaluate(query)
            XCTAssertEqual(answer, try parsed.evaluate(query), "\(query)")
            XCTAssertEqual(OrderedJSON(answer).serialized(), OrderedJSON(try parsed.evaluate(query)).serialized())
        }
    }

    func testItemsByIDAnswerAsTheParsedDocumentsDo() async throws {
        try await itemsByIDAnswerAsTheParsedDocumentsDo(checked: false)
        try await itemsByIDAnswerAsTheParsedDocumentsDo(checked: true)
    }

    private func itemsByIDAnswerAsTheParsedDocumentsDo(checked: Bool) async throws {
        let (onDemand, parsed) = try services(checked: checked)
        for (collection, id) in [
            (APICollection.launches, "5eb87cd9ffd86e000604b32a"), (.rockets, "5e9d0d95eda69973a809d1ec"),
            (launchesV4, "5eb87cd9ffd86e000604b32a"), (.launchpads, "5e9e4502f509094188566f88"),
        ] {
            let one = try await onDemand.item(.get(collection, id: id), as: JSONValue.self, policy: .reload).value
            let other = try await parsed.item(.get(collection, id: id), as: JSONValue.self, policy: .reload).value
            XCTAssertEqual(one, other, id)
            guard case .object(let members) = one else { return XCTFail("not an object: \(one)") }
            XCTAssertEqual(members["id"], .string(id))
        }
        do {
            _ = try await onDemand.item(.get(.launches, id: "missing"), as: JSONValue.self, policy: .reload)
            XCTFail("a missing id was found")
        } catch {
            XCTAssertEqual(error, .notFound(id: "missing"))
        }
    }

    func testTextTheGrammarCheckRefusesIsDecodedOrRejectedAsBefore() throws {
        for bad in ["[{", "{\"a\":1}", "[\"\u{1}\"]", "[{\"a\":\"\\q\"}]"] {
            XCTAssertThrowsError(try InMemoryAPIService(jsonDocuments: [.rockets: Data(bad.utf8)]), bad)
        }
        let invalidUTF8 = Data([
            UInt8(ascii: "["), UInt8(ascii: "\""), 0xC3, 0x28, UInt8(ascii: "\""), UInt8(ascii: "]"),
        ])
        XCTAssertThrowsError(try InMemoryAPIService(jsonDocuments: [.rockets: invalidUTF8]))
        // A repeated key passes the grammar check; the document is then read by JSONDecoder, as it was before.
        let repeated = try InMemoryAPIService(jsonDocuments: [.rockets: Data(#"[{"id":"a","n":1,"n":2}, 7]"#.utf8)])
        let parsed = InMemoryAPIService(documents: [
            .rockets: try JSONDecoder().decode([JSONValue].self, from: Data(#"[{"id":"a","n":1,"n":2}, 7]"#.utf8))
        ])
        let all = CollectionQuery(collection: .rockets, sort: [SortField("n", .ascending)])
        XCTAssertEqual(try repeated.evaluate(all), try parsed.evaluate(all))
    }

    func testASliceOfDataIsReadFromItsOwnStart() throws {
        let padded = Data("xx[{\"id\":\"a\",\"name\":\"Falcon 1\"}]".utf8).dropFirst(2)
        let service = try InMemoryAPIService(jsonDocuments: [.rockets: padded])
        let answer = try service.evaluate(CollectionQuery(collection: .rockets))
        guard case .object(let envelope) = answer, case .array(let docs)? = envelope["docs"] else {
            return XCTFail("no docs: \(answer)")
        }
        XCTAssertEqual(docs, [.object(["id": .string("a"), "name": .string("Falcon 1")])])
    }
}
