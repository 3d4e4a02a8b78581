import DocumentQuery
import FakeSpaceXAPI
import Foundation
import RepositoryDefinitions
import SpaceXArchiveRecordings
import Testing

@testable import RepositoryImplementations

/// One table of queries, run against both query engines: the offline archive's (``InMemoryAPIService``) and the
/// fake API server's (`SpaceXDataset`, which answers the end-to-end tests). Each answer must be the one recorded
/// from the real API (`SpaceXArchiveRecordings`), or, where no recording says, what the server's MongoDB does.
///
/// The fake is sent exactly the body the app would send (``QueryBodyEncoder``), so both engines answer one request.
struct RecordedAnswerTests {
    /// The two engines under test.
    enum Engine: String, CaseIterable, CustomTestStringConvertible {
        case offlineArchive
        case fakeServer

        var testDescription: String { rawValue }

        /// The whole answer of this engine to `query` over `documents`.
        func answer(_ query: CollectionQuery, over documents: Documents) throws -> JSONValue {
            switch self {
            case .offlineArchive:
                let service =
                    switch documents {
                    case .archive: try InMemoryAPIService(jsonDocuments: Documents.archiveFiles)
                    case .synthetic(let count):
                        InMemoryAPIService(documents: [.launches: Documents.syntheticLaunches(count)])
                    }
                return try service.evaluate(query)
            case .fakeServer:
                let dataset =
                    switch documents {
                    case .archive:
                        try SpaceXDataset(
                            launchesJSON: Documents.file("launches-v4.json"),
                            rocketsJSON: Documents.file("rockets-v4.json"),
                            launchpadsJSON: Documents.file("launchpads-v4.json"))
                    case .synthetic(let count):
                        SpaceXDataset(launches: (0..<count).map { ["id": .string(String(format: "%024x", $0))] })
                    }
                let collection = try #require(SpaceXCollection(rawValue: query.collection.name))
                let body = try OrderedJSON.parse(QueryBodyEncoder.body(for: query))
                let answer = try dataset.query(collection, body: body)
                return try JSONDecoder().decode(JSONValue.self, from: answer.serialized())
            }
        }
    }

    /// The documents a case queries.
    enum Documents: Sendable {
        /// The built-in archive: the real API's 205 launches, 4 rockets and 6 launchpads.
        case archive
        /// `count` launches with only an ascending id (the docs example was recorded over 109 launches).
        case synthetic(Int)

        static func file(_ name: String) throws -> Data {
            try SpaceXArchiveRecordings.file(name)
        }

        static var archiveFiles: [APICollection: Data] {
            get throws {
                [
                    .launches: try file("launches-v4.json"), .rockets: try file("rockets-v4.json"),
                    .launchpads: try file("launchpads-v4.json"),
                ]
            }
        }

        static func syntheticLaunches(_ count: Int) -> [JSONValue] {
            (0..<count).map { .object(["id": .string(String(format: "%024x", $0))]) }
        }
    }

    /// What of an answer a case compares.
    enum Scope: Sendable {
        /// Everything.
        case whole
        /// The paging numbers, not the documents.
        case envelope
        /// Only the documents.
        case docs
        /// The paging numbers and the first document (a recording cut to one document).
        case envelopeAndFirstDoc
    }

    /// One row: a query, the recorded answer and what of it to compare.
    struct Case: Sendable, CustomTestStringConvertible {
        let recording: String
        let query: CollectionQuery
        var documents = Documents.archive
        let scope: Scope

        var testDescription: String { recording }
    }

    private static let sesName = QueryFilter.equals(field: "name", value: "SES-18 & SES-19")

    static let cases: [Case] = [
        Case(
            recording: "query-v5-launches-page21-limit10.json",
            query: CollectionQuery(collection: .launches, page: 21, limit: 10),
            scope: .envelopeAndFirstDoc),
        Case(
            recording: "query-launches-offset200-limit5.json",
            query: CollectionQuery(collection: .launches, page: 41, limit: 5), scope: .docs),
        Case(
            recording: "query-launches-offset205-limit5-past-end.json",
            query: CollectionQuery(collection: .launches, page: 42, limit: 5), scope: .whole),
        Case(
            recording: "query-launches-select-limit1.json",
            query: CollectionQuery(
                collection: .launches,
                select: ["links", "success", "failures", "details", "name", "date_utc", "upcoming"], limit: 1),
            scope: .whole),
        Case(
            recording: "query-v5-launches-select-populate-rocket.json",
            query: CollectionQuery(
                collection: .launches, filter: sesName,
                select: ["links.patch.small", "rocket", "success", "name", "upcoming"],
                populate: [Population("rocket", select: ["name"])], limit: 1),
            scope: .docs),
        Case(
            recording: "query-v5-launches-select-populate-rocket-launchpad.json",
            query: CollectionQuery(
                collection: .launches, filter: sesName,
                select: [
                    "fairings.recovered", "links.youtube_id", "links.article", "rocket", "success", "details",
                    "launchpad", "flight_number", "name", "date_unix", "upcoming",
                ],
                populate: [Population("rocket", select: ["name"]), Population("launchpad", select: ["full_name"])],
                limit: 1),
            scope: .whole),
        Case(
            recording: "query-v5-launches-docs-example-page5.json",
            query: CollectionQuery(collection: .launches, page: 5, limit: 10), documents: .synthetic(109),
            scope: .envelope),
    ]

    @Test(arguments: cases, Engine.allCases)
    func answerIsTheRecordedOne(_ row: Case, engine: Engine) throws {
        let recorded = try JSONDecoder().decode(JSONValue.self, from: Documents.file(row.recording))
        let answer = try engine.answer(row.query, over: row.documents)
        switch row.scope {
        case .whole:
            #expect(Self.withoutOffset(answer) == Self.withoutOffset(recorded))
        case .envelope:
            #expect(Self.envelope(answer) == Self.envelope(recorded))
        case .docs:
            #expect(answer.members["docs"] == recorded.members["docs"])
        case .envelopeAndFirstDoc:
            #expect(Self.envelope(answer) == Self.envelope(recorded))
            #expect(answer.members["docs"]?.elements.first == recorded.members["docs"]?.elements.first)
        }
    }

    /// MongoDB's `$text` matches whole words, ignoring case and diacritics (the server's text index is on `name`
    /// and `details` for launches); both engines agree on every search here. A count of -1 means "some".
    @Test(arguments: [
        ("starlink", -1), ("STARLINK", -1), ("crs", -1), ("dragon", -1), ("starl", 0), ("drag", 0), ("", 0),
    ])
    func textSearchMatchesWholeWords(search: String, count: Int) throws {
        let query = CollectionQuery(collection: .launches, filter: .text(search), select: ["name"], limit: 300)
        let offline = try Engine.offlineArchive.answer(query, over: .archive)
        let fake = try Engine.fakeServer.answer(query, over: .archive)
        #expect(offline == fake)
        let found = offline.members["docs"]?.elements.count ?? -2
        if count >= 0 { #expect(found == count) } else { #expect(found > 0) }
    }

    /// MongoDB sorts null and missing values before every number and string: first ascending, last descending.
    @Test(arguments: [SortField.Direction.ascending, .descending])
    func nullsSortFirstAscendingAndLastDescending(direction: SortField.Direction) throws {
        let query = CollectionQuery(
            collection: .launches, sort: [SortField("static_fire_date_utc", direction)],
            select: ["name", "static_fire_date_utc"], limit: 300)
        let offline = try Engine.offlineArchive.answer(query, over: .archive)
        let fake = try Engine.fakeServer.answer(query, over: .archive)
        #expect(offline == fake)
        let dates = (offline.members["docs"]?.elements ?? []).map { $0.members["static_fire_date_utc"] ?? .null }
        let firstNonNull = try #require(dates.firstIndex { $0 != .null })
        let lastNonNull = try #require(dates.lastIndex { $0 != .null })
        if direction == .ascending {
            #expect(firstNonNull == 84 && lastNonNull == dates.count - 1)
        } else {
            #expect(firstNonNull == 0 && lastNonNull == dates.count - 85)
        }
    }

    private static func withoutOffset(_ answer: JSONValue) -> [String: JSONValue] {
        var members = answer.members
        members["offset"] = nil
        return members
    }

    private static func envelope(_ answer: JSONValue) -> [String: JSONValue] {
        var members = withoutOffset(answer)
        members["docs"] = nil
        return members
    }
}

extension JSONValue {
    /// The members of an object; none for any other value.
    fileprivate var members: [String: JSONValue] {
        if case .object(let members) = self { members } else { [:] }
    }

    /// The elements of an array; none for any other value.
    fileprivate var elements: [JSONValue] {
        if case .array(let elements) = self { elements } else { [] }
    }
}
