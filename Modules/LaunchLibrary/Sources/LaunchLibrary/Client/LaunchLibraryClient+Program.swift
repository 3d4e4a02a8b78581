import Foundation
import RepositoryDefinitions
import RepositoryImplementations

extension LaunchLibraryClient {
    /// The client a program reads Launch Library with: `chosenBaseURL` when the user named one (version
    /// included), else ``defaultBaseURL``; the program's transport and cache (shared with its other source); every
    /// request with the key's `Authorization` header (none: the anonymous budget) and the program's `User-Agent`.
    /// `networkEnabled` false answers from the cache only; with `documents` (`--json`), every launch and vehicle is
    /// also kept as Launch Library sent it. The addresses of the launches answers saved are kept in `cache` too.
    public convenience init(
        chosenBaseURL: URL?, authorization: TokenAuthorization?, userAgent: String, transport: any HTTPTransport,
        cache: any CacheStore, timeout: TimeInterval, deadline: TimeInterval? = nil, networkEnabled: Bool,
        documents: DocumentRecord? = nil,
        now: @escaping @Sendable () -> Date
    ) {
        let headers = (authorization?.headers ?? [:]).merging(["User-Agent": userAgent]) { own, _ in own }
        let client = CachedGETClient(
            transport: transport, cache: cache, headers: headers, timeout: timeout, deadline: deadline,
            networkEnabled: networkEnabled, now: now)
        self.init(
            baseURL: chosenBaseURL ?? Self.defaultBaseURL, client: client, documents: documents, cache: cache, now: now)
    }
}
