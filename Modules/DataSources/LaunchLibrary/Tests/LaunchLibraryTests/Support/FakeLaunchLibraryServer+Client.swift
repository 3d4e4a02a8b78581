import FakeLaunchLibrary
import Foundation
import LaunchesUI
import RepositoryImplementations

@testable import LaunchLibrary

extension FakeLaunchLibraryServer {
    /// A client of this (started) fake at the fixed clock `now`, with the App's HTTP policy over a memory cache: the
    /// client the script-level tests ask.
    func client(at now: Date) -> LaunchLibraryClient {
        let http = HTTPClient(
            configuration: APIClientConfiguration(requestTimeout: 10), transport: URLSessionTransport(),
            cache: MemoryCacheStore(byteLimit: 64 * 1024 * 1024), now: { now })
        return LaunchLibraryClient(baseURL: baseURL.appending(path: "2.3.0"), client: http, now: { now })
    }
}

extension LaunchLibraryClient {
    /// `spacex launches` over this client at `now` in `timeZone`, as the App composes it (no lookup by name).
    @MainActor func launchesScript(now: Date, timeZone: TimeZone) -> LaunchesScript {
        LaunchesScript(
            timeZone: timeZone, now: { now }, findByName: { .failure(.unknownName($0)) },
            makeRepository: { filter, limit, page in
                self.launchesRepository(filter: filter, pageSize: limit, firstPage: page)
            })
    }
}
