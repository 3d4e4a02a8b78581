import Foundation
import RepositoryDefinitions
import RepositoryImplementations

extension LaunchLibraryClient {
    /// The client a program reads Launch Library with: `configuration` is the program's one HTTP policy (timeout,
    /// deadline, body cap, retries, `--offline`, `--refresh`, `User-Agent`) with the Launch Library base it names,
    /// version included; every request carries the key's `Authorization` header (none: the anonymous budget); the
    /// program's transport and cache. With `documents` (`--json`), every launch and vehicle is also kept as Launch
    /// Library sent it. The addresses of the launches answers saved are kept in `cache` too.
    public convenience init(
        configuration: APIClientConfiguration, authorization: TokenAuthorization?, transport: any HTTPTransport,
        cache: any CacheStore, documents: DocumentRecord? = nil, now: @escaping @Sendable () -> Date
    ) {
        var configuration = configuration
        configuration.headers.merge(authorization?.headers ?? [:]) { _, key in key }
        let client = HTTPClient(configuration: configuration, transport: transport, cache: cache, now: now)
        self.init(
            baseURL: configuration.baseURL, client: client, documents: documents, cache: cache,
            asksItsLimit: authorization != nil, now: now)
    }
}
