import FakeLaunchLibrary
import Foundation
import LaunchLibrary
import RepositoryDefinitions
import RepositoryImplementations
import Testing

/// The client as a program builds it from its one HTTP policy: the chosen base or the source's default, the key
/// and the program's name on every request, and no request when the network is off.
struct LaunchLibraryProgramClientTests {
    private static func client(
        base: URL?, token: String?, networkEnabled: Bool = true, clock: FakeClock
    ) throws -> LaunchLibraryClient {
        LaunchLibraryClient(
            configuration: APIClientConfiguration(
                baseURL: base ?? LaunchLibraryDataSource().defaultBaseURL, requestTimeout: 10, userAgent: "orbit/2.0",
                networkEnabled: networkEnabled),
            authorization: try TokenAuthorization(configurationValue: token), transport: URLSessionTransport(),
            cache: MemoryCacheStore(byteLimit: 64 * 1024 * 1024), now: { clock.now })
    }

    @Test func theChosenBaseGetsTheKeyAndTheProgramsName() async throws {
        let fake = try FakeLaunchLibraryServer(configuration: FakeLaunchLibraryConfiguration())
        try fake.start()
        defer { fake.stop() }
        let base = fake.baseURL.appending(path: "2.3.0")
        let client = try Self.client(base: base, token: "abc123", clock: fake.configuration.clock)
        #expect(client.baseURL == base)

        _ = try await client.rockets()

        let request = try #require(fake.requests.first)
        #expect(request.headers["Authorization"] == "Token abc123")
        #expect(request.headers["User-Agent"] == "orbit/2.0")
    }

    @Test func withoutAChosenBaseItIsTheServicesAndOfflineSendsNothing() async throws {
        let fake = try FakeLaunchLibraryServer(configuration: FakeLaunchLibraryConfiguration())
        let client = try Self.client(base: nil, token: nil, networkEnabled: false, clock: fake.configuration.clock)
        #expect(client.baseURL == LaunchLibraryClient.defaultBaseURL)
        await #expect(throws: RepositoryError.self) { _ = try await client.rockets() }
    }
}
