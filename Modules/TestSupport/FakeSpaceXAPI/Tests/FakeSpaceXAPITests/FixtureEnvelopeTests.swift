import DocumentQuery
import FakeSpaceXAPI
import XCTest

/// Compares the fake's answers with answers recorded from the real server (from SpaceXArchiveRecordings).
final class FixtureEnvelopeTests: XCTestCase {
    private func envelope(_ answer: OrderedJSON) -> OrderedJSONObject {
        var object = answer.objectValue ?? [:]
        object["docs"] = nil
        return object
    }

    func testFixtureCollectionsLoad() throws {
        let dataset = try Fixtures.dataset()
        XCTAssertEqual(dataset.documents(in: .launches).count, 205)
        XCTAssertEqual(dataset.documents(in: .rockets).count, 4)
        XCTAssertEqual(dataset.documents(in: .launchpads).count, 6)
        XCTAssertEqual(dataset.documents(in: .launches).first?["name"], "FalconSat")
    }

    /// The recorded page 21 holds 1 doc although its own numbers (205 docs, limit 10, pagingCounter 201) and the
    /// offset-200 recording both mean 5: the recording was cut to one doc. Numbers and that doc must match.
    func testPage21OfTenMatchesTheRecordedLastPage() throws {
        let answer = try Fixtures.dataset().query(.launches, body: ["options": ["page": 21]])
        let recorded = try Fixtures.answer("query-v5-launches-page21-limit10.json")
        XCTAssertEqual(envelope(answer), envelope(recorded))
        XCTAssertEqual(answer.objectValue?.keys, recorded.objectValue?.keys)
        XCTAssertNil(answer["offset"])
        XCTAssertEqual(answer["docs"]?.arrayValue?.first, recorded["docs"]?.arrayValue?.first)
        XCTAssertEqual(answer["docs"]?.arrayValue?.count, 5)
        let offset200 = try Fixtures.answer("query-launches-offset200-limit5.json")
        XCTAssertEqual(answer["docs"], offset200["docs"])
    }

    func testOffset205Limit5IsTheRecordedPastTheEndAnswer() throws {
        let answer = try Fixtures.dataset().query(.launches, body: ["options": ["offset": 205, "limit": 5]])
        let recorded = try Fixtures.answer("query-launches-offset205-limit5-past-end.json")
        XCTAssertEqual(answer, recorded)
        XCTAssertEqual(answer.objectValue?.keys, recorded.objectValue?.keys)
    }

    func testOffset200Limit5IsTheRecordedAnswerInNaturalOrder() throws {
        let answer = try Fixtures.dataset().query(.launches, body: ["options": ["offset": 200, "limit": 5]])
        XCTAssertEqual(answer, try Fixtures.answer("query-launches-offset200-limit5.json"))
    }

    func testSelectLimit1IsTheRecordedAnswer() throws {
        let options: OrderedJSON = [
            "limit": 1,
            "select": ["links": 1, "success": 1, "failures": 1, "details": 1, "name": 1, "date_utc": 1, "upcoming": 1],
        ]
        let answer = try Fixtures.dataset().query(.launches, body: ["options": options])
        let recorded = try Fixtures.answer("query-launches-select-limit1.json")
        XCTAssertEqual(answer, recorded)
        XCTAssertEqual(
            answer["docs"]?.arrayValue?.first?.objectValue?.keys, recorded["docs"]?.arrayValue?.first?.objectValue?.keys
        )
    }

    func testSelectWithPopulatedRocketMatchesTheRecordedDocument() throws {
        let options: OrderedJSON = [
            "limit": 1, "select": ["links.patch.small": 1, "rocket": 1, "success": 1, "name": 1, "upcoming": 1],
            "populate": [["path": "rocket", "select": ["name": 1]]],
        ]
        let answer = try Fixtures.dataset().query(
            .launches, body: ["query": ["name": "SES-18 & SES-19"], "options": options])
        let recorded = try Fixtures.answer("query-v5-launches-select-populate-rocket.json")
        XCTAssertEqual(answer["docs"], recorded["docs"])
    }

    func testNestedSelectWithRocketAndLaunchpadMatchesTheRecordedAnswer() throws {
        let options: OrderedJSON = [
            "limit": 1,
            "select": [
                "fairings.recovered": 1, "links.youtube_id": 1, "links.article": 1, "rocket": 1, "success": 1,
                "details": 1, "launchpad": 1, "flight_number": 1, "name": 1, "date_unix": 1, "upcoming": 1,
            ],
            "populate": [
                ["path": "rocket", "select": ["name": 1]], ["path": "launchpad", "select": ["full_name": 1]],
            ],
        ]
        let answer = try Fixtures.dataset().query(
            .launches, body: ["query": ["name": "SES-18 & SES-19"], "options": options])
        XCTAssertEqual(answer, try Fixtures.answer("query-v5-launches-select-populate-rocket-launchpad.json"))
    }

    func testRecordedEnvelopesFollowTheSameRules() throws {
        let dataset = try Fixtures.dataset()
        let docsExample = envelope(try Fixtures.answer("query-v5-launches-docs-example-page5.json"))
        let synthetic = SpaceXDataset(launches: (0..<109).map { ["id": .string(String(format: "%024x", $0))] })
        let ours = envelope(try synthetic.query(.launches, body: ["options": ["page": 5]]))
        XCTAssertEqual(ours, docsExample)
        XCTAssertEqual(ours.keys, docsExample.keys)
        XCTAssertEqual(
            envelope(try dataset.query(.launches, body: ["options": ["offset": 200, "limit": 5]])).keys,
            envelope(try Fixtures.answer("query-launches-offset200-limit5.json")).keys)
    }

    func testPastTheEndNumbersWithoutFixtures() throws {
        let synthetic = SpaceXDataset(launches: (0..<205).map { ["id": .string(String(format: "%024x", $0))] })
        let answer = try synthetic.query(.launches, body: ["options": ["offset": 205, "limit": 5]])
        let expected: OrderedJSON = [
            "docs": [], "totalDocs": 205, "offset": 205, "limit": 5, "totalPages": 41, "page": 42,
            "pagingCounter": 206, "hasPrevPage": true, "hasNextPage": false, "prevPage": 41, "nextPage": nil,
        ]
        XCTAssertEqual(answer, expected)
        XCTAssertEqual(answer.objectValue?.keys, expected.objectValue?.keys)
        let lastPage = try synthetic.query(.launches, body: ["options": ["page": 21]])
        XCTAssertEqual(lastPage["docs"]?.arrayValue?.count, 5)
        XCTAssertEqual(lastPage["pagingCounter"], 201)
        XCTAssertEqual(lastPage["totalPages"], 21)
    }
}
