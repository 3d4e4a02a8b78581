import Foundation
import RepositoryDefinitions
import RepositorySpies

@testable import RepositoryImplementations

/// A client wired to spies, with a fixed clock and jitter so every delay is predictable.
struct ClientHarness {
    let transport: HTTPTransportSpy
    let cache: CacheStoreSpy
    let sleeper: SleeperSpy
    let clock: TestClock
    let client: SpaceXAPIClient

    init(
        responses: [HTTPTransportSpy.Response] = [],
        configuration: APIClientConfiguration = APIClientConfiguration(
            baseURL: URL(string: "https://api.test")!, minimumFreshness: CollectionCatalog.test.minimumFreshness),
        jitter: Double = 0.5,
        onCacheWarning: (@Sendable (CacheStoreError) -> Void)? = nil
    ) {
        transport = HTTPTransportSpy(responses: responses)
        cache = CacheStoreSpy()
        sleeper = SleeperSpy()
        clock = TestClock()
        client = SpaceXAPIClient(
            configuration: configuration, transport: transport, cache: cache, sleeper: sleeper,
            now: clock.function, jitter: { jitter }, onCacheWarning: onCacheWarning)
    }

    static let launchesQuery = CollectionQuery(collection: .launches, page: 1, limit: 10)

    func queryLaunches(policy: CachePolicy = .returnFreshElseLoad) async throws(RepositoryError)
        -> Fetched<Page<TestLaunch>>
    {
        try await client.query(Self.launchesQuery, as: TestLaunch.self, policy: policy)
    }

    func getLaunch(_ id: String = "5eb87cd9ffd86e000604b32a", policy: CachePolicy = .returnFreshElseLoad)
        async throws(RepositoryError) -> Fetched<TestLaunch>
    {
        try await client.item(.get(.launches, id: id), as: TestLaunch.self, policy: policy)
    }
}
