import FakeLaunchLibrary
import Foundation
import LaunchesCore
import RepositoryDefinitions
import RepositoryImplementations
import Testing

@testable import LaunchLibrary

/// Issue 25: with a key (`SPACEX_LL2_TOKEN`), the limit a throttled answer names is the one the service reports for
/// the key at `/api-throttle/`, asked once after the 429 and never counted; without a key it stays 15 an hour and
/// `/api-throttle/` is not asked.
struct ReportedLimitTests {
    /// A client of the fake whose key (if any) is allowed `perHour` requests; then `perHour + 1` asks.
    private func throttled(token: String?, perHour: Int) async throws -> (LaunchLibraryClient, FakeLaunchLibraryServer)
    {
        let configuration = FakeLaunchLibraryConfiguration(requestsPerHour: perHour, tokenRequestsPerHour: perHour)
        let fake = try FakeLaunchLibraryServer(configuration: configuration)
        try fake.start()
        let clock = fake.configuration.clock
        var settings = APIClientConfiguration(requestTimeout: 10)
        settings.baseURL = fake.baseURL.appending(path: "2.3.0")
        let client = LaunchLibraryClient(
            configuration: settings, authorization: try TokenAuthorization(configurationValue: token),
            transport: URLSessionTransport(), cache: MemoryCacheStore(byteLimit: 64 * 1024 * 1024),
            now: { clock.now })
        for offset in 0...perHour {
            let page = try #require(OffsetPageRequest(limit: 1, offset: offset))
            _ = try? await client.launches(LaunchLibraryLaunchQuery(), page: page)
        }
        return (client, fake)
    }

    @Test func aKeysThrottledAnswerNamesTheLimitTheServiceReports() async throws {
        let (client, fake) = try await throttled(token: "key-1234567890", perHour: 3)
        defer { fake.stop() }
        let notice = try #require(client.budgetNotice(now: fake.configuration.clock.now))
        #expect(notice.contains("allows 3 requests an hour"), "\(notice)")
        #expect(fake.requests.filter { $0.path.hasSuffix("/api-throttle/") }.count == 1, "asked once")
        #expect(fake.requests.filter { $0.path == "/2.3.0/launches/" }.count == 4, "3 answers and the 429")
    }

    @Test func withoutAKeyTheLimitIsFifteenAndNothingIsAsked() async throws {
        let (client, fake) = try await throttled(token: nil, perHour: 2)
        defer { fake.stop() }
        let notice = try #require(client.budgetNotice(now: fake.configuration.clock.now))
        #expect(notice.contains("allows 15 requests an hour"), "\(notice)")
        #expect(!fake.requests.contains { $0.path.hasSuffix("/api-throttle/") })
    }
}
