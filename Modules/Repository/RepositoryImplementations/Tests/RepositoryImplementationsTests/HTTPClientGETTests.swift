import Foundation
import RepositoryDefinitions
import RepositoryImplementations
import RepositorySpies
import Testing

/// The one HTTP client's GET for query-string APIs (Launch Library): answers saved for the lifetime the caller
/// gives, saved answers available whatever their age, the request under the one policy (deadline, body cap,
/// headers), failures retried as for every source.
struct HTTPClientGETTests {
    private struct Item: Codable, Sendable, Equatable { let name: String }

    /// A client over a spy transport and a memory cache, with a clock the test moves.
    private final class Harness: Sendable {
        let transport: HTTPTransportSpy
        let clock = Locked(Date(timeIntervalSince1970: 1_000_000))
        let client: HTTPClient
        let sleeper = SleeperSpy()
        let url = URL(string: "https://api.example/2.3.0/things/?limit=1")!

        init(_ responses: [HTTPTransportSpy.Response], networkEnabled: Bool = true) {
            transport = HTTPTransportSpy(responses: responses)
            let clock = clock
            var configuration = APIClientConfiguration(
                networkEnabled: networkEnabled, requestDeadline: 5, maxResponseBytes: 1024 * 1024)
            configuration.headers = ["Authorization": "Token k"]
            client = HTTPClient(
                configuration: configuration, transport: transport, cache: MemoryCacheStore(), sleeper: sleeper,
                now: { clock.withLock { $0 } }, jitter: { 0 })
        }

        func get(_ policy: CachePolicy = .returnFreshElseLoad) async throws(RepositoryError) -> Fetched<Item> {
            try await client.get(url, as: Item.self, lifetime: 600, policy: policy)
        }

        func advance(_ seconds: TimeInterval) { clock.withLock { $0 = $0.addingTimeInterval(seconds) } }
    }

    @Test func aFreshSavedAnswerCostsNoRequestAndAStaleOneOne() async throws {
        let harness = Harness([Responses.json(#"{"name": "a"}"#), Responses.json(#"{"name": "b"}"#)])
        #expect(try await harness.get() == .live(Item(name: "a")))
        harness.advance(599)
        let warm = try await harness.get()
        #expect(warm.value == Item(name: "a") && warm.isFresh && harness.transport.sendCallCount == 1)
        harness.advance(1)
        #expect(try await harness.get().value == Item(name: "b"))
        #expect(harness.transport.sendCallCount == 2)
        let request = try #require(harness.transport.requests.first)
        #expect(request.method == "GET" && request.url == harness.url && request.headers["Authorization"] == "Token k")
        #expect(request.headers["Accept"] == "application/json")
        // The attempt gets what is left of the answer's one deadline (5 s), and the policy's body cap.
        #expect(request.deadline > 4 && request.deadline <= 5 && request.maxBodyBytes == 1024 * 1024)
    }

    @Test func aThrottledAnswerIsTheTypedWaitAfterOneAttemptAndTheSavedAnswerStays() async throws {
        let throttled = #"{"detail": "Request was throttled. Expected available in 720 seconds."}"#
        let harness = Harness([Responses.json(#"{"name": "a"}"#), Responses.json(throttled, status: 429)])
        _ = try await harness.get()
        await #expect(throws: RepositoryError.rateLimited(retryAfter: 720)) { try await harness.get(.reload) }
        #expect(harness.transport.sendCallCount == 2)
        let saved = try await harness.get(.cacheOnly)
        #expect(saved.value == Item(name: "a"))
        #expect(saved.freshness == .cached(storedAt: Date(timeIntervalSince1970: 1_000_000)))
    }

    /// Issue 25: the known wait is kept with the answers: until it ends no request goes to that host, even with
    /// `--refresh`, and the error says the seconds left; once over, requests go out again.
    @Test func aKnownWaitSendsNothingToThatHostUntilItEnds() async throws {
        let throttled = #"{"detail": "Request was throttled. Expected available in 1800 seconds."}"#
        let harness = Harness([
            Responses.json(#"{"name": "a"}"#), Responses.json(throttled, status: 429),
            Responses.json(#"{"name": "b"}"#),
        ])
        _ = try await harness.get()
        await #expect(throws: RepositoryError.rateLimited(retryAfter: 1800)) { try await harness.get(.reload) }
        harness.advance(600)
        await #expect(throws: RepositoryError.rateLimited(retryAfter: 1200)) { try await harness.get(.reload) }
        #expect(harness.transport.sendCallCount == 2, "no request during the wait")
        harness.advance(1200)
        #expect(try await harness.get(.reload).value == Item(name: "b"))
        #expect(harness.transport.sendCallCount == 3)
    }

    @Test func cacheOnlyAndNoNetworkNeverAsk() async throws {
        let harness = Harness([], networkEnabled: false)
        await #expect(throws: RepositoryError.notCached) { try await harness.get() }
        #expect(harness.transport.sendCallCount == 0)
        let online = Harness([Responses.json(#"{"name": "a"}"#)])
        _ = try await online.get()
        online.advance(10_000)
        let stale = try await online.get(.cacheOnly)
        #expect(!stale.isFresh && stale.freshness == .cached(storedAt: Date(timeIntervalSince1970: 1_000_000)))
    }

    @Test func badAnswersAreInvalidAndNotSavedAndTransportErrorsMap() async throws {
        let harness = Harness(
            [Responses.json(#"{"nom": 1}"#)] + Array(repeating: .failure(.timedOut), count: 3)
                + Array(repeating: Responses.status(503), count: 3))
        await #expect(throws: RepositoryError.invalidResponse(.wrongShape(codingPath: "name", detail: "missing field")))
        {
            try await harness.get()
        }
        await #expect(throws: RepositoryError.notCached) { try await harness.get(.cacheOnly) }
        await #expect(throws: RepositoryError.timeout) { try await harness.get() }
        await #expect(throws: RepositoryError.server(status: 503)) { try await harness.get() }
        #expect(harness.transport.sendCallCount == 7, "a timeout and a 503 are tried three times, as for every source")
        #expect(harness.sleeper.delays.count == 4)
    }
}
