import FakeLaunchLibrary
import Foundation
import RepositoryDefinitions
import RepositoryImplementations
import Testing

@testable import LaunchLibrary

/// The index of saved launches answers: newest first, each address once, at most `limit`; and a client over the
/// same cache finding every launch of every saved answer without a request.
struct SavedLaunchAnswersTests {
    @Test func keepsTheNewestAddressesOnceAndAtMostTheLimit() async throws {
        let index = SavedLaunchAnswers(cache: MemoryCacheStore(), now: { Date() })
        #expect(await index.addresses().isEmpty)
        let urls = (0...SavedLaunchAnswers.limit).map { URL(string: "https://example.org/launches/?offset=\($0)")! }
        for url in urls { await index.add(url) }
        await index.add(urls[3])

        let saved = await index.addresses()
        #expect(saved.count == SavedLaunchAnswers.limit)
        #expect(saved.first == urls[3])
        #expect(saved.filter { $0 == urls[3] }.count == 1)
        #expect(!saved.contains(urls[0]), "the oldest went")
        #expect(saved.dropFirst().first == urls[SavedLaunchAnswers.limit], "then the newest")
    }

    @Test func aLaunchOfAnySavedAnswerIsFoundLaterWithoutARequest() async throws {
        let fake = try FakeLaunchLibraryServer(configuration: FakeLaunchLibraryConfiguration())
        try fake.start()
        defer { fake.stop() }
        let cache = MemoryCacheStore(byteLimit: 64 * 1024 * 1024)
        func client(networkEnabled: Bool) -> LaunchLibraryClient {
            LaunchLibraryClient(
                configuration: APIClientConfiguration(
                    baseURL: fake.baseURL.appending(path: "2.3.0"), requestTimeout: 60, userAgent: "test",
                    networkEnabled: networkEnabled),
                authorization: nil, transport: URLSessionTransport(), cache: cache,
                now: { fake.configuration.clock.now })
        }
        let page = try #require(OffsetPageRequest(limit: 100))
        _ = try await client(networkEnabled: true).launches(LaunchLibraryLaunchQuery(), page: page)
        fake.reset()

        let offline = client(networkEnabled: false)
        let saved = await offline.savedLaunches()
        #expect(saved.count == 100)
        #expect(Set(saved.map(\.value.id)).count == 100, "each launch once")
        let found = await LaunchLibraryLaunchLookup(client: offline).find("starship flight 14")
        #expect((try? found.get().value?.name) == "Flight 14")
        #expect(fake.requests.isEmpty)
    }
}
