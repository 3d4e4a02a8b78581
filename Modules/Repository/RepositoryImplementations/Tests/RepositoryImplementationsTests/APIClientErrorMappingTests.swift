import Foundation
import RepositoryDefinitions
import RepositorySpies
import XCTest

@testable import RepositoryImplementations

/// Every row of the error mapping, one answer each, with retries counted.
final class APIClientErrorMappingTests: XCTestCase {
    private func queryError(_ responses: [HTTPTransportSpy.Response]) async -> (RepositoryError?, ClientHarness) {
        let harness = ClientHarness(responses: responses)
        let error = await repositoryError { try await harness.queryLaunches() }
        return (error, harness)
    }

    func testNotFoundOnAGetIsNotFoundWithTheId() async {
        let harness = ClientHarness(responses: [Responses.text("Not Found", status: 404)])
        let error = await repositoryError { try await harness.getLaunch("nope") }
        XCTAssertEqual(error, .notFound(id: "nope"))
        XCTAssertEqual(harness.transport.sendCallCount, 1)
        XCTAssertEqual(harness.sleeper.sleepCallCount, 0)
    }

    func testNotFoundOnAQueryMeansTheCollectionPathIsWrong() async {
        let (error, harness) = await queryError([Responses.text("Not Found", status: 404)])
        XCTAssertEqual(error, .server(status: 404))
        XCTAssertEqual(harness.transport.sendCallCount, 1)
    }

    func testAPageNumberedDifferentlyFromTheOneAskedForIsRejectedAndNeverCached() async {
        let pastTheEnd = Responses.emptyPage.replacingOccurrences(of: "\"page\":1", with: "\"page\":42")
        let (error, harness) = await queryError([Responses.json(pastTheEnd)])

        XCTAssertEqual(
            error, .invalidResponse(.wrongShape(codingPath: "page", detail: "page 42 instead of page 1")))
        XCTAssertEqual(harness.transport.sendCallCount, 1, "a malformed answer is not retried")
        XCTAssertEqual(harness.cache.storeCallCount, 0, "nor saved, so the next run asks again")
    }

    func testEmptyQueryResultForAnItemLookupIsNotFound() async {
        let harness = ClientHarness(responses: [Responses.json(Responses.emptyPage)])
        let lookup = ItemLookup.query(
            CollectionQuery(collection: .launches, filter: .equals(field: "id", value: "x"), page: 1, limit: 1), id: "x"
        )
        let error = await repositoryError {
            try await harness.client.item(lookup, as: TestLaunch.self, policy: .returnFreshElseLoad)
        }
        XCTAssertEqual(error, .notFound(id: "x"))
    }

    func testItemLookupByQueryAnswersTheFirstDocument() async throws {
        let harness = ClientHarness(responses: [Responses.json(Responses.onePage)])
        let lookup = ItemLookup.query(ClientHarness.launchesQuery, id: "5eb87cd9ffd86e000604b32a")
        let fetched = try await harness.client.item(lookup, as: TestLaunch.self, policy: .returnFreshElseLoad)
        XCTAssertEqual(fetched.value.name, "FalconSat")
        XCTAssertEqual(fetched.freshness, .live)
    }

    func testBadRequestCarriesTheTrimmedPlainTextMessage() async {
        let (error, harness) = await queryError([
            Responses.text("  Cast to ObjectId failed for value \"x\"\r\n\tat path \"_id\"\n\n", status: 400)
        ])
        XCTAssertEqual(error, .badRequest(message: "Cast to ObjectId failed for value \"x\" at path \"_id\""))
        XCTAssertEqual(harness.transport.sendCallCount, 1)
        XCTAssertEqual(harness.sleeper.sleepCallCount, 0)
    }

    func testBadRequestMessageIsCappedAndSanitised() {
        let long = String(repeating: "a", count: 500) + "\u{1b}[31m"
        let message = ResponseClassifier.message(from: Data(long.utf8))
        XCTAssertEqual(message.count, 200)
        XCTAssertTrue(message.hasSuffix("…"))
        XCTAssertEqual(ResponseClassifier.message(from: Data("x\u{1b}[2Jy\u{7}".utf8)), "x y")
        XCTAssertEqual(ResponseClassifier.message(from: Data("\u{1b}[31mRED\u{1b}[0m path".utf8)), "RED path")
        XCTAssertEqual(
            ResponseClassifier.message(from: Data("a\u{1b}]8;;http://x\u{1b}\\link\u{1b}]8;;\u{7} b".utf8)), "a link b")
        XCTAssertEqual(ResponseClassifier.message(from: Data("c\u{9b}1mC1 \u{1b}Pd".utf8)), "c C1 d")
        XCTAssertEqual(ResponseClassifier.message(from: Data()), "")
    }

    func testRateLimitedAfterTheLastAttemptCarriesRetryAfter() async {
        let (error, harness) = await queryError([Responses.status(429, headers: ["Retry-After": "2"])])
        XCTAssertEqual(error, .rateLimited(retryAfter: 2))
        XCTAssertEqual(harness.transport.sendCallCount, 3)
        XCTAssertEqual(harness.sleeper.delays, [2, 2])
    }

    func testRateLimitedWithoutRetryAfter() async {
        let (error, _) = await queryError([Responses.status(429)])
        XCTAssertEqual(error, .rateLimited(retryAfter: nil))
    }

    func testServerErrorsMapToServerWithTheStatus() async {
        for status in [500, 502, 503, 504] {
            let (error, harness) = await queryError([Responses.text("boom", status: status)])
            XCTAssertEqual(error, .server(status: status))
            XCTAssertEqual(harness.transport.sendCallCount, 3, "\(status) is retried")
        }
        for status in [501, 505, 401, 403, 409, 418, 302] {
            let (error, harness) = await queryError([Responses.text("no", status: status)])
            XCTAssertEqual(error, .server(status: status))
            XCTAssertEqual(harness.transport.sendCallCount, 1, "\(status) is not retried")
        }
    }

    func testUnexpectedNotModifiedWithoutACachedEntryIsAServerError() async {
        let (error, _) = await queryError([Responses.status(304)])
        XCTAssertEqual(error, .server(status: 304))
    }

    func testHTMLOn200IsNotJSON() async {
        let (error, harness) = await queryError([
            Responses.text("<!DOCTYPE html><html>Maintenance</html>", status: 200, contentType: "text/html")
        ])
        XCTAssertEqual(error, .invalidResponse(.notJSON(contentType: "text/html")))
        XCTAssertEqual(harness.transport.sendCallCount, 1)
    }

    func testEmptyBodyOn200IsEmpty() async {
        let (error, harness) = await queryError([Responses.json("")])
        XCTAssertEqual(error, .invalidResponse(.empty))
        XCTAssertEqual(harness.transport.sendCallCount, 1)
    }

    func testJSONThatEndsEarlyIsTruncatedAndRetried() async {
        let (error, harness) = await queryError([Responses.json(String(Responses.onePage.prefix(50)))])
        XCTAssertEqual(error, .invalidResponse(.truncated))
        XCTAssertEqual(harness.transport.sendCallCount, 3)
    }

    func testWrongShapeIsNotRetried() async {
        let (error, harness) = await queryError([Responses.json(#"{"docs":[{"id":1}]}"#)])
        XCTAssertEqual(error, .invalidResponse(.wrongShape(codingPath: "docs[0].id", detail: "expected a string")))
        XCTAssertEqual(harness.transport.sendCallCount, 1)
    }

    func testTransportFailures() async {
        let rows: [(TransportError, RepositoryError, Int)] = [
            (.timedOut, .timeout, 3),
            (.connectionLost, .offline, 3),
            (.cannotConnect, .offline, 1),
            (.truncated, .invalidResponse(.truncated), 3),
            (.cancelled, .cancelled, 1),
            (.other("weird"), .offline, 1),
        ]
        for (transportError, expected, attempts) in rows {
            let (error, harness) = await queryError([.failure(transportError)])
            XCTAssertEqual(error, expected, "\(transportError)")
            XCTAssertEqual(harness.transport.sendCallCount, attempts, "\(transportError)")
        }
    }
}
