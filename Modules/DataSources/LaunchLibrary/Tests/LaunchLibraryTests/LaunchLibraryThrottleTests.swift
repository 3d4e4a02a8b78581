import FakeLaunchLibrary
import Foundation
import LaunchesCore
import RepositoryDefinitions
import RepositoryImplementations
import Testing

@testable import LaunchLibrary

/// Twenty different asks within an hour against the fake's 15-an-hour throttle: 15 answers, one 429, then no
/// request until the wait is over; what was saved is shown (stale) and what was not is the typed wait.
struct LaunchLibraryThrottleTests {
    @Test func twentyAsksInAnHourSpendSixteenRequestsAndShowSavedDataOrTheWait() async throws {
        let fake = try FakeLaunchLibraryServer()
        try fake.start()
        defer { fake.stop() }
        let clock = fake.configuration.clock
        let http = HTTPClient(
            configuration: APIClientConfiguration(requestTimeout: 10), transport: URLSessionTransport(),
            cache: MemoryCacheStore(byteLimit: 64 * 1024 * 1024), now: { clock.now })
        let client = LaunchLibraryClient(
            baseURL: fake.baseURL.appending(path: "2.3.0"), client: http, now: { clock.now })
        let slice = try #require(OffsetPageRequest(limit: 1))
        let pages = (0..<20).map { try? #require(OffsetPageRequest(limit: 1, offset: $0)) }.compactMap { $0 }
        for page in pages.prefix(15) {
            _ = try await client.launches(LaunchLibraryLaunchQuery(), page: page)
            clock.advance(by: 60)
        }
        #expect(client.nextRequestAllowed == nil)
        clock.advance(by: 600)  // every saved list is now stale (upcoming lists live 10 minutes)
        await #expect(throws: RepositoryError.rateLimited(retryAfter: 2100)) {
            try await client.launches(LaunchLibraryLaunchQuery(), page: pages[15])
        }
        #expect(client.nextRequestAllowed == clock.now.addingTimeInterval(2100))
        for page in pages[16...] {
            await #expect(throws: RepositoryError.self) {
                try await client.launches(LaunchLibraryLaunchQuery(), page: page)
            }
        }
        let saved = try await client.launches(LaunchLibraryLaunchQuery(), page: slice)
        #expect(!saved.isFresh && saved.value.items.count == 1)
        #expect(saved.freshness.age(at: clock.now) == 1500)
        #expect(fake.requests.count == 16 && fake.requests.last?.status == 429)
        clock.advance(by: 2100)
        #expect(client.nextRequestAllowed == nil)
        let fresh = try await client.launches(LaunchLibraryLaunchQuery(), page: slice)
        #expect(fresh.isFresh && fake.requests.count == 17)
    }
}
