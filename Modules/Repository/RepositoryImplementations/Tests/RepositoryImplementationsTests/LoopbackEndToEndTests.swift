import DocumentQuery
import FakeSpaceXAPI
import Foundation
import RepositoryDefinitions
import RepositorySpies
import XCTest

@testable import RepositoryImplementations

/// The live client over real TCP: URLSessionTransport talking to the fake r/SpaceX API serving the fixtures.
///
/// Retries never really sleep (a sleeper spy records the delays); only the timeout test waits, one second.
final class LoopbackEndToEndTests: XCTestCase {
    private static let dataset: Result<SpaceXDataset, any Error> = Result {
        try Fixtures.dataset()
    }

    private var server: FakeSpaceXServer!
    private var sleeper: SleeperSpy!
    private var clock: TestClock!

    override func setUpWithError() throws {
        server = FakeSpaceXServer(dataset: try Self.dataset.get())
        try server.start()
        sleeper = SleeperSpy()
        clock = TestClock()
    }

    override func tearDown() {
        server?.stop()
    }

    private func makeClient(
        timeout: TimeInterval = 10, maxAttempts: Int = 3, cache: any CacheStore = MemoryCacheStore()
    ) -> SpaceXAPIClient {
        SpaceXAPIClient(
            configuration: APIClientConfiguration(
                baseURL: server.baseURL, requestTimeout: timeout, userAgent: "spacex-info/e2e", maxAttempts: maxAttempts
            ),
            transport: URLSessionTransport(), cache: cache, sleeper: sleeper, now: clock.function, jitter: { 0.5 })
    }

    private static let launchesPage = CollectionQuery(
        collection: .launches, sort: [SortField("date_utc", .descending)], select: ["name", "date_utc", "rocket"],
        populate: [Population("rocket", select: ["name"])], page: 2, limit: 10)

    private struct ListLaunch: Decodable, Sendable {
        struct Rocket: Decodable, Sendable {
            let id: String
            let name: String
        }
        let id: String
        let name: String
        let dateUtc: Date
        let rocket: Rocket
    }

    func testAQueryPageDecodesAndSendsTheExactBody() async throws {
        let page = try await makeClient().query(Self.launchesPage, as: ListLaunch.self, policy: .reload)
        XCTAssertEqual(page.freshness, .live)
        XCTAssertEqual(page.value.items.count, 10)
        XCTAssertEqual(page.value.page, 2)
        XCTAssertEqual(page.value.totalItems, 205)
        XCTAssertEqual(page.value.totalPages, 21)
        XCTAssertEqual(page.value.nextPage, 3)
        let dates = page.value.items.map(\.dateUtc)
        XCTAssertEqual(dates, dates.sorted(by: >))
        XCTAssertTrue(page.value.items.allSatisfy { !$0.rocket.name.isEmpty })
        let recorded = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(recorded.method, "POST")
        XCTAssertEqual(recorded.path, "/v5/launches/query")
        XCTAssertEqual(recorded.body, QueryBodyEncoder.body(for: Self.launchesPage))
        XCTAssertEqual(recorded.headers["User-Agent"], "spacex-info/e2e")
        XCTAssertEqual(recorded.headers["Content-Type"], "application/json")
        XCTAssertEqual(recorded.headers["Accept"], "application/json")
    }

    func testTheLastPageAndADateFilter() async throws {
        let filter = QueryFilter.dateRange(
            field: "date_utc", from: ISO8601Timestamp.date(from: "2020-01-01"),
            through: ISO8601Timestamp.date(from: "2020-12-31T23:59:59.999Z"))
        let query = CollectionQuery(
            collection: .launches, filter: filter, sort: [SortField("date_utc", .ascending)], page: 3, limit: 10)
        let page = try await makeClient().query(query, as: TestLaunch.self, policy: .reload).value
        XCTAssertEqual(page.totalItems, 26)
        XCTAssertEqual(page.items.count, 6)
        XCTAssertFalse(page.hasNextPage)
        XCTAssertNil(page.nextPage)
    }

    func testGetByIdAndLookupByQuery() async throws {
        let client = makeClient()
        let rocket = try await client.item(
            .get(.rockets, id: "5e9d0d95eda69973a809d1ec"), as: NamedDocument.self, policy: .reload)
        XCTAssertEqual(rocket.value.name, "Falcon 9")
        let query = CollectionQuery(
            collection: .launches, filter: .equals(field: "id", value: "5eb87cd9ffd86e000604b32a"),
            populate: [Population("rocket", select: ["name"])], page: 1, limit: 1)
        let launch = try await client.item(
            .query(query, id: "5eb87cd9ffd86e000604b32a"), as: ListLaunch.self, policy: .reload)
        XCTAssertEqual(launch.value.name, "FalconSat")
        XCTAssertEqual(launch.value.rocket.name, "Falcon 1")
    }

    func testAnUnknownIdIsNotFound() async {
        let client = makeClient()
        let error = await repositoryError {
            try await client.item(.get(.launches, id: "000000000000000000000000"), as: TestLaunch.self, policy: .reload)
        }
        XCTAssertEqual(error, .notFound(id: "000000000000000000000000"))
        XCTAssertEqual(server.requests.count, 1)
    }

    func testABadRequestCarriesTheServerMessage() async {
        server.faults.inject(.badRequest(message: "Cast to ObjectId failed for value \"x\""))
        let client = makeClient()
        let error = await repositoryError {
            try await client.query(Self.launchesPage, as: ListLaunch.self, policy: .reload)
        }
        XCTAssertEqual(error, .badRequest(message: "Cast to ObjectId failed for value \"x\""))
        XCTAssertEqual(server.requests.count, 1)
    }

    func testServiceUnavailableThenSuccessIsRetried() async throws {
        server.faults.inject(.status(503))
        let page = try await makeClient().query(Self.launchesPage, as: ListLaunch.self, policy: .reload)
        XCTAssertEqual(page.value.items.count, 10)
        XCTAssertEqual(server.requests.map(\.status), [503, 200])
        XCTAssertEqual(sleeper.delays, [0.375])
    }

    func testRateLimitWaitsRetryAfter() async throws {
        server.faults.inject(.rateLimited(retryAfterSeconds: 2))
        _ = try await makeClient().query(Self.launchesPage, as: ListLaunch.self, policy: .reload)
        XCTAssertEqual(sleeper.delays, [2])
    }

    func testAStallLongerThanTheTimeoutTimesOutThenTheRetrySucceeds() async throws {
        server.faults.inject(.stall(seconds: 30))
        let client = makeClient(timeout: 1, maxAttempts: 2)
        let page = try await client.query(Self.launchesPage, as: ListLaunch.self, policy: .reload)
        XCTAssertEqual(page.value.page, 2)
        XCTAssertEqual(sleeper.sleepCallCount, 1)
        let onlyOne = makeClient(timeout: 1, maxAttempts: 1)
        server.faults.inject(.stall(seconds: 30))
        let error = await repositoryError {
            try await onlyOne.query(Self.launchesPage, as: ListLaunch.self, policy: .reload)
        }
        XCTAssertEqual(error, .timeout)
    }

    func testAConnectionResetIsOfflineAfterEveryAttempt() async {
        server.faults.inject(.connectionReset, count: 3)
        let client = makeClient()
        let error = await repositoryError {
            try await client.query(Self.launchesPage, as: ListLaunch.self, policy: .reload)
        }
        XCTAssertEqual(error, .offline)
        XCTAssertEqual(server.requests.count, 3)
        XCTAssertEqual(sleeper.sleepCallCount, 2)
    }

    func testARefusedConnectionIsOfflineAtOnce() async {
        let client = makeClient()
        server.stop()
        let error = await repositoryError {
            try await client.query(Self.launchesPage, as: ListLaunch.self, policy: .reload)
        }
        XCTAssertEqual(error, .offline)
        XCTAssertEqual(sleeper.sleepCallCount, 0)
    }

    func testAnHTMLPageIsNotJSONAndAnHTMLGatewayErrorIsAServerError() async {
        let client = makeClient(maxAttempts: 1)
        server.faults.inject(.htmlErrorPage(status: 200))
        let page = await repositoryError {
            try await client.query(Self.launchesPage, as: ListLaunch.self, policy: .reload)
        }
        XCTAssertEqual(page, .invalidResponse(.notJSON(contentType: "text/html; charset=utf-8")))
        server.faults.inject(.htmlErrorPage(status: 502))
        let gateway = await repositoryError {
            try await client.query(Self.launchesPage, as: ListLaunch.self, policy: .reload)
        }
        XCTAssertEqual(gateway, .server(status: 502))
    }

    func testTruncatedBodiesAreDetectedFromTheConnectionAndFromTheJSON() async {
        let client = makeClient(maxAttempts: 1)
        server.faults.inject(.truncatedBody(contentLength: .promisesFullBody))
        let cutConnection = await repositoryError {
            try await client.query(Self.launchesPage, as: ListLaunch.self, policy: .reload)
        }
        XCTAssertEqual(cutConnection, .invalidResponse(.truncated))
        server.faults.inject(.truncatedBody(contentLength: .matchesTruncatedBody))
        let cutJSON = await repositoryError {
            try await client.query(Self.launchesPage, as: ListLaunch.self, policy: .reload)
        }
        XCTAssertEqual(cutJSON, .invalidResponse(.truncated))
    }

    func testATruncatedBodyIsRetried() async throws {
        server.faults.inject(.truncatedBody(contentLength: .promisesFullBody))
        let page = try await makeClient().query(Self.launchesPage, as: ListLaunch.self, policy: .reload)
        XCTAssertEqual(page.value.items.count, 10)
        XCTAssertEqual(server.requests.count, 2)
    }

    func testAnEmptyBodyAndWrongFieldTypes() async {
        let client = makeClient()
        server.faults.inject(.emptyBody)
        let empty = await repositoryError {
            try await client.query(Self.launchesPage, as: ListLaunch.self, policy: .reload)
        }
        XCTAssertEqual(empty, .invalidResponse(.empty))
        server.faults.inject(.wrongFieldTypes(fields: ["date_utc": 12345]))
        let wrong = await repositoryError {
            try await client.query(Self.launchesPage, as: ListLaunch.self, policy: .reload)
        }
        XCTAssertEqual(
            wrong, .invalidResponse(.wrongShape(codingPath: "docs[0].date_utc", detail: "expected a string")))
    }

    func testADiskCachedAnswerIsRevalidatedWithItsETag() async throws {
        let directory = try makeTemporaryDirectory(self)
        let cache = DiskCacheStore(directory: directory, now: clock.function)
        let client = makeClient(cache: cache)
        let first = try await client.query(Self.launchesPage, as: ListLaunch.self, policy: .returnFreshElseLoad)
        XCTAssertEqual(first.freshness, .live)
        let cachedHit = try await makeClient(cache: cache).query(
            Self.launchesPage, as: ListLaunch.self, policy: .returnFreshElseLoad)
        XCTAssertEqual(cachedHit.freshness, .cached(storedAt: clock.now))
        XCTAssertEqual(server.requests.count, 1, "a fresh answer costs no request, even in a new client")
        clock.advance(by: 301)
        let revalidated = try await client.query(Self.launchesPage, as: ListLaunch.self, policy: .returnFreshElseLoad)
        XCTAssertEqual(revalidated.freshness, .live)
        XCTAssertEqual(revalidated.value.items.map(\.id), first.value.items.map(\.id))
        XCTAssertEqual(server.requests.map(\.status), [200, 304])
        XCTAssertNotNil(server.requests.last?.headers["If-None-Match"])
        let offline = SpaceXAPIClient(
            configuration: APIClientConfiguration(baseURL: server.baseURL, networkEnabled: false),
            transport: URLSessionTransport(), cache: cache, sleeper: sleeper, now: clock.function)
        let fromDisk = try await offline.query(Self.launchesPage, as: ListLaunch.self, policy: .reload)
        XCTAssertEqual(fromDisk.freshness, .cached(storedAt: clock.now))
        XCTAssertEqual(server.requests.count, 2)
    }
}
