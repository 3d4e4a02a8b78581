import EndToEndSupport
import FakeSpaceXAPI
import Foundation
import LaunchesCore
import LaunchesMocks
import RepositoryImplementations
import RocketsMocks
import ScriptPrinting
import SpaceXAPI
import XCTest

/// Runs the built `spacex` binary against the fault-injecting fake for the launches list, a launch detail, the
/// rockets list and a rocket detail: with an empty cache, after recovery, with a stale cache, and after recovery
/// again (see ``FaultDrill``). Every run is bounded by ``FaultDrill/runTimeout`` and requests time out after 1 s.
final class FaultInjectionTests: XCTestCase {
    private static let unreachable = "Couldn't reach the SpaceX API. Check your connection or the API address."
    private static let cutOff = "The SpaceX API sent an answer that was cut off."

    func testServerError500IsRetriedThreeTimesThenReported() async throws {
        let drills = try await FaultDrill.drill { _ in .status(500) }
        assertDrills(drills) { _ in .fails("The SpaceX API failed with HTTP 500. Try again later.", attempts: 3) }
    }

    func testServiceUnavailable503IsRetriedThreeTimesThenReported() async throws {
        let drills = try await FaultDrill.drill { _ in .status(503) }
        assertDrills(drills) { _ in .fails("The SpaceX API failed with HTTP 503. Try again later.", attempts: 3) }
    }

    func testRateLimit429WithShortRetryAfterIsRetriedAfterTheServersDelay() async throws {
        let drills = try await FaultDrill.drill { _ in .rateLimited(retryAfterSeconds: 1) }
        assertDrills(drills) { _ in .fails("The SpaceX API is rate limiting us. Try again in 1 s.", attempts: 3) }
    }

    func testRateLimit429WithLongRetryAfterFailsAtOnceAndSaysWhenToRetry() async throws {
        let drills = try await FaultDrill.drill { _ in .rateLimited(retryAfterSeconds: 30) }
        assertDrills(drills) { _ in .fails("The SpaceX API is rate limiting us. Try again in 30 s.", attempts: 1) }
    }

    func testBadRequest400ShowsTheServersMessageWithoutRetrying() async throws {
        let drills = try await FaultDrill.drill { _ in .badRequest(message: "Invalid query:\nunknown operator $foo") }
        assertDrills(drills) { _ in
            .fails("The SpaceX API rejected the request: Invalid query: unknown operator $foo", attempts: 1)
        }
    }

    func testNotFound404IsNotRetried() async throws {
        let drills = try await FaultDrill.drill { _ in .notFound }
        assertDrills(drills) { screen in
            screen == .rocketDetail
                ? .fails("Nothing with id \"\(FaultScreen.rocket.id)\" exists in the SpaceX API.", attempts: 1)
                : .fails("The SpaceX API has no such address (HTTP 404). Check the API address.", attempts: 1)
        }
    }

    func testTruncatedBodyIsRetriedThreeTimesThenReported() async throws {
        let drills = try await FaultDrill.drill(conditional: false) { _ in
            .truncatedBody(contentLength: .promisesFullBody)
        }
        assertDrills(drills) { _ in .fails(Self.cutOff, attempts: 3) }
    }

    func testTruncatedBodyWithAMatchingContentLengthIsRetriedThreeTimesThenReported() async throws {
        let drills = try await FaultDrill.drill(conditional: false) { _ in
            .truncatedBody(contentLength: .matchesTruncatedBody)
        }
        assertDrills(drills) { _ in .fails(Self.cutOff, attempts: 3) }
    }

    func testHTMLErrorPageFromAProxyIsAGatewayErrorAndRetried() async throws {
        let drills = try await FaultDrill.drill { _ in .htmlErrorPage(status: 502) }
        assertDrills(drills) { _ in .fails("The SpaceX API failed with HTTP 502. Try again later.", attempts: 3) }
    }

    func testHTMLPageWithStatus200IsNotJSONAndNotRetried() async throws {
        let drills = try await FaultDrill.drill { _ in .htmlErrorPage(status: 200) }
        assertDrills(drills) { _ in
            .fails("The SpaceX API sent a page that is not JSON (text/html; charset=utf-8).", attempts: 1)
        }
    }

    func testWrongFieldTypesNameTheFieldAndAreNotRetried() async throws {
        let drills = try await FaultDrill.drill { screen in
            switch screen {
            case .launchesList, .launchDetail: .wrongFieldTypes(fields: ["date_utc": 12345, "name": 42])
            case .rocketsList, .rocketDetail: .wrongFieldTypes(fields: ["id": 42])
            }
        }
        assertDrills(drills) { screen in
            let field =
                switch screen {
                case .launchesList, .launchDetail: "docs[0].name"
                case .rocketsList: "docs[0].id"
                case .rocketDetail: "id"
                }
            return .fails(
                "The SpaceX API sent data in an unexpected shape at \(field) (expected a string).", attempts: 1)
        }
    }

    func testEmptyBodyIsNotRetried() async throws {
        let drills = try await FaultDrill.drill { _ in .emptyBody }
        assertDrills(drills) { _ in .fails("The SpaceX API sent an empty answer.", attempts: 1) }
    }

    // The drills choose the address (--base-url), so the built-in archive never stands in for it: an unreachable
    // API with nothing saved is an error, and saved data is shown labelled.

    func testStallLongerThanTheTimeoutIsRetriedThenFailsOrShowsSavedData() async throws {
        let drills = try await FaultDrill.drill { _ in .stall(seconds: 5) }
        assertDrills(drills) { _ in
            .fails("The SpaceX API took too long to answer. Try again in a moment.", attempts: 3)
        }
    }

    func testConnectionResetIsRetriedThenFailsOrShowsSavedData() async throws {
        let drills = try await FaultDrill.drill { _ in .connectionReset }
        assertDrills(drills) { _ in .fails(Self.unreachable, attempts: 3) }
    }

    func testCloseWithoutResponseIsRetriedThenFailsOrShowsSavedData() async throws {
        let drills = try await FaultDrill.drill { _ in .closeWithoutResponse }
        assertDrills(drills) { _ in .fails(Self.unreachable, attempts: 3) }
    }

    func testUnreachableAPIForALaunchTheArchiveLacksReportsTheNetworkFailure() throws {
        let hidden = Launch(
            id: "0123456789abcdef01234567", name: "Not In The Archive",
            dateUtc: Date(timeIntervalSince1970: 1_900_000_000))
        let server = try ArchiveAPIServer.start(extraLaunches: [hidden])
        defer { server.stop() }
        let spacex = try SpaceXProcess()
        defer { spacex.removeCache() }
        let arguments = ["launch", hidden.id, "--base-url", server.baseURL.absoluteString]

        let shown = try spacex.execute(arguments, timeout: FaultDrill.runTimeout)
        XCTAssertEqual(shown.status, 0, shown.stderr)
        XCTAssertTrue(shown.stdout.contains(hidden.name))

        spacex.removeCache()
        server.faults.injectUntilCleared(.connectionReset)
        server.recorder.reset()
        let result = try spacex.execute(arguments, environment: FaultDrill.environment, timeout: FaultDrill.runTimeout)

        XCTAssertFalse(result.timedOut)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stderr, "spacex: \(Console.styled(Self.unreachable))\n", "not a misleading \"nothing with id\"")
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(server.requests.count, 3)
    }

    func testPageOutOfRangeForPageOneIsAnUnexpectedAnswerNotAnEmptyList() async throws {
        let launchPages = (LaunchMocks.sampleDataset.count + 9) / 10
        let drills = try await FaultDrill.drill { _ in .pageOutOfRange }
        assertDrills(drills) { screen in
            func unexpected(_ page: Int) -> String {
                "The SpaceX API sent data in an unexpected shape at page (page \(page) instead of page 1)."
            }
            switch screen {
            case .launchesList: return .fails(unexpected(launchPages + 1), attempts: 1)
            case .rocketsList: return .fails(unexpected(2), attempts: 1)
            case .launchDetail:
                // The client rejects the misnumbered page before saving it, so the saved launch is still shown.
                return .fails(unexpected(2), attempts: 1)
            case .rocketDetail: return .unaffected
            }
        }
    }

    @MainActor
    func testDuplicateIdsAcrossPagesAreListedOnce() async throws {
        let server = try ArchiveAPIServer.start()
        defer { server.stop() }
        server.faults.injectUntilCleared(.duplicateAcrossPages)
        let client = SpaceXAPIClient(
            configuration: APIClientConfiguration(baseURL: server.baseURL, requestTimeout: 5),
            transport: URLSessionTransport(), cache: MemoryCacheStore())
        let repository = LivePaginatedRepository(
            endpoint: LaunchesEndpoint(), api: client, filter: LaunchFilter(timeZone: TimeZone(identifier: "UTC")!),
            pageSize: 5)

        await repository.load()
        await repository.loadMore()
        await repository.loadMore()

        let ids = try XCTUnwrap(repository.state.value).map(\.id)
        XCTAssertEqual(server.requests.count, 3)
        XCTAssertEqual(Set(ids).count, ids.count, "no launch is listed twice")
        XCTAssertEqual(ids, LaunchMocks.sampleNewestFirst.prefix(14).map(\.id), "pages overlap by one, none is lost")
    }

    func testDuplicateIdsAcrossPagesInScriptModeShowTheRequestedPage() throws {
        let server = try ArchiveAPIServer.start()
        defer { server.stop() }
        let spacex = try SpaceXProcess()
        defer { spacex.removeCache() }
        server.faults.injectUntilCleared(.duplicateAcrossPages)

        let result = try spacex.execute(
            ["launches", "--page", "2", "--limit", "5", "--base-url", server.baseURL.absoluteString],
            timeout: FaultDrill.runTimeout)

        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let pages = (LaunchMocks.sampleDataset.count + 4) / 5
        XCTAssertTrue(result.stdout.contains("Page 2 of \(pages)"), result.stdout)
        XCTAssertTrue(result.stdout.contains(LaunchMocks.sampleNewestFirst[5].name), result.stdout)
        XCTAssertEqual(server.requests.count, 1)
    }
}
