import Foundation
import RepositoryDefinitions
import RepositorySpies
import XCTest

@testable import RepositoryImplementations

/// Bounded retries with equal-jitter backoff; no real sleeping (the sleeper spy records the delays).
final class APIClientRetryTests: XCTestCase {
    func testServerErrorThenSuccessRetriesOnceWithTheFirstBackoff() async throws {
        let harness = ClientHarness(responses: [Responses.text("busy", status: 503), Responses.json(Responses.onePage)])
        let page = try await harness.queryLaunches()
        XCTAssertEqual(page.value.items.map(\.name), ["FalconSat"])
        XCTAssertEqual(page.freshness, .live)
        XCTAssertEqual(harness.transport.sendCallCount, 2)
        XCTAssertEqual(harness.sleeper.delays, [0.375])
    }

    func testBackoffDoublesWithEqualJitterAndStopsAtMaxAttempts() async throws {
        let configuration = APIClientConfiguration(baseURL: URL(string: "https://api.test")!, maxAttempts: 6)
        let harness = ClientHarness(responses: [.failure(.timedOut)], configuration: configuration, jitter: 0)
        let error = await repositoryError { try await harness.queryLaunches() }
        XCTAssertEqual(error, .timeout)
        XCTAssertEqual(harness.transport.sendCallCount, 6)
        XCTAssertEqual(harness.sleeper.delays, [0.25, 0.5, 1, 2, 4])
    }

    func testBackoffIsCappedAndJitterCoversTheUpperHalf() {
        let configuration = APIClientConfiguration(backoffBase: 0.5, backoffCap: 8)
        let high = SpaceXAPIClient(configuration: configuration, transport: HTTPTransportSpy(), jitter: { 0.999 })
        XCTAssertEqual(high.backoff(afterAttempt: 10), 7.996, accuracy: 1e-9)
        let low = SpaceXAPIClient(configuration: configuration, transport: HTTPTransportSpy(), jitter: { 0 })
        XCTAssertEqual(low.backoff(afterAttempt: 10), 4)
        XCTAssertEqual(low.backoff(afterAttempt: 1), 0.25)
        let wild = SpaceXAPIClient(configuration: configuration, transport: HTTPTransportSpy(), jitter: { 7 })
        XCTAssertEqual(wild.backoff(afterAttempt: 1), 0.5, "jitter outside 0..<1 is clamped")
    }

    func testOneAttemptMeansNoRetry() async throws {
        let configuration = APIClientConfiguration(baseURL: URL(string: "https://api.test")!, maxAttempts: 0)
        XCTAssertEqual(configuration.maxAttempts, 1)
        let harness = ClientHarness(responses: [Responses.status(503)], configuration: configuration)
        let error = await repositoryError { try await harness.queryLaunches() }
        XCTAssertEqual(error, .server(status: 503))
        XCTAssertEqual(harness.transport.sendCallCount, 1)
        XCTAssertEqual(harness.sleeper.sleepCallCount, 0)
    }

    func testRetryAfterSecondsIsWaitedInsteadOfTheBackoff() async throws {
        let harness = ClientHarness(responses: [
            Responses.status(429, headers: ["Retry-After": "3"]), Responses.json(Responses.onePage),
        ])
        _ = try await harness.queryLaunches()
        XCTAssertEqual(harness.sleeper.delays, [3])
    }

    func testRetryAfterHTTPDateIsMeasuredFromTheClock() async throws {
        let harness = ClientHarness(responses: [])
        let later = harness.clock.now.addingTimeInterval(5)
        let header = Self.httpDate(later)
        harness.transport.responses = StubbedResponses([
            Responses.status(429, headers: ["Retry-After": header]), Responses.json(Responses.onePage),
        ])
        _ = try await harness.queryLaunches()
        XCTAssertEqual(harness.sleeper.delays, [5])
    }

    /// Issue 27.8: a Retry-After in the past (or 0) is no wait: the usual backoff, and no "Try again in 0 s".
    func testRetryAfterInThePastIsNoWait() async throws {
        let harness = ClientHarness(responses: [])
        let header = Self.httpDate(harness.clock.now.addingTimeInterval(-60))
        harness.transport.handler = { _ in Responses.status(429, headers: ["Retry-After": header]) }
        let error = await repositoryError { try await harness.queryLaunches() }
        XCTAssertEqual(error, .rateLimited(retryAfter: nil))
        XCTAssertEqual(harness.sleeper.delays, [0.375, 0.75])
        XCTAssertFalse(error?.userMessage.contains("0 s") ?? true)
    }

    func testRetryAfterLongerThanTheCapFailsAtOnce() async throws {
        let harness = ClientHarness(responses: [Responses.status(429, headers: ["Retry-After": "120"])])
        let error = await repositoryError { try await harness.queryLaunches() }
        XCTAssertEqual(error, .rateLimited(retryAfter: 120))
        XCTAssertEqual(harness.transport.sendCallCount, 1)
        XCTAssertEqual(harness.sleeper.sleepCallCount, 0)
    }

    func testBadRequestAndNotFoundAreNeverRetried() async throws {
        let badRequest = ClientHarness(responses: [Responses.text("bad", status: 400)])
        _ = await repositoryError { try await badRequest.queryLaunches() }
        XCTAssertEqual(badRequest.transport.sendCallCount, 1)
        let notFound = ClientHarness(responses: [Responses.text("Not Found", status: 404)])
        _ = await repositoryError { try await notFound.getLaunch() }
        XCTAssertEqual(notFound.transport.sendCallCount, 1)
        XCTAssertEqual(badRequest.sleeper.sleepCallCount + notFound.sleeper.sleepCallCount, 0)
    }

    func testConnectionResetThenSuccess() async throws {
        let harness = ClientHarness(responses: [.failure(.connectionLost), Responses.json(Responses.oneLaunch)])
        let launch = try await harness.getLaunch()
        XCTAssertEqual(launch.value.flightNumber, 1)
        XCTAssertEqual(harness.transport.sendCallCount, 2)
    }

    func testCancellationDuringAHeldSleepStopsAtOnce() async throws {
        let harness = ClientHarness(responses: [Responses.status(503)])
        harness.sleeper.gate.hold()
        let task = Task { () -> RepositoryError? in
            await repositoryError { try await harness.queryLaunches() }
        }
        try await harness.sleeper.gate.waitForArrivals(1)
        task.cancel()
        harness.sleeper.gate.releaseAll()
        let error = try await BoundedWait.value(of: task, "the cancelled task to end")
        XCTAssertEqual(error, .cancelled)
        XCTAssertEqual(harness.transport.sendCallCount, 1, "no attempt after cancellation")
        XCTAssertEqual(harness.sleeper.sleepCallCount, 1)
    }

    func testCancellationDuringASendIsNotRetried() async throws {
        let harness = ClientHarness(responses: [Responses.status(503)])
        harness.transport.gate.hold()
        let task = Task { () -> RepositoryError? in
            await repositoryError { try await harness.queryLaunches() }
        }
        try await harness.transport.gate.waitForArrivals(1)
        task.cancel()
        harness.transport.gate.releaseAll()
        let error = try await BoundedWait.value(of: task, "the cancelled task to end")
        XCTAssertEqual(error, .cancelled)
        XCTAssertEqual(harness.transport.sendCallCount, 1)
        XCTAssertEqual(harness.sleeper.sleepCallCount, 0)
    }

    func testAnAlreadyCancelledTaskSendsNothing() async throws {
        let harness = ClientHarness(responses: [Responses.json(Responses.onePage)])
        let task = Task { () -> RepositoryError? in
            withUnsafeCurrentTask { $0?.cancel() }
            return await repositoryError { try await harness.queryLaunches(policy: .reload) }
        }
        let error = try await BoundedWait.value(of: task, "the cancelled task to end")
        XCTAssertEqual(error, .cancelled)
        XCTAssertEqual(harness.transport.sendCallCount, 0)
    }

    func testRetryAfterParsing() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        XCTAssertEqual(RetryAfter.seconds(from: "7", now: now), 7)
        XCTAssertEqual(RetryAfter.seconds(from: " 0 ", now: now), 0)
        XCTAssertEqual(RetryAfter.seconds(from: "-3", now: now), 0)
        XCTAssertNil(RetryAfter.seconds(from: nil, now: now))
        XCTAssertNil(RetryAfter.seconds(from: "", now: now))
        XCTAssertNil(RetryAfter.seconds(from: "soon", now: now))
        XCTAssertNil(RetryAfter.seconds(from: "Tue, 14 Nov 2023 22:13:20 PST", now: now))
        XCTAssertNil(RetryAfter.seconds(from: "Tue, 31 Feb 2023 22:13:20 GMT", now: now))
        XCTAssertEqual(RetryAfter.seconds(from: "Tue, 14 Nov 2023 22:13:30 GMT", now: now), 10)
        XCTAssertEqual(RetryAfter.seconds(from: "Sun, 06 Nov 1994 08:49:37 GMT", now: now), 0, "a past date means now")
        XCTAssertEqual(
            RetryAfter.httpDate("Sun, 06 Nov 1994 08:49:37 GMT")?.timeIntervalSince1970, 784_111_777)
    }

    private static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }
}
