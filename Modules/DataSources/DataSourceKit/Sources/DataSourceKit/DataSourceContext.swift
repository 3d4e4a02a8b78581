import Foundation
import RepositoryDefinitions
import RepositoryImplementations

/// What the App gives a ``DataSource`` to connect with: the run's one HTTP policy and the pieces every source
/// shares, so every source reads through the same client, cache and `--json` record.
public struct DataSourceContext: Sendable {
    /// The one HTTP policy (timeout, deadline, body cap, retries, `--offline`, `--refresh`, `User-Agent`), with
    /// ``APIClientConfiguration/baseURL`` the address the user chose, else the source's default.
    public var configuration: APIClientConfiguration
    /// Whether the user chose the address (`--base-url`, `SPACEX_API_URL`): a chosen address is never stood in for.
    public var addressIsChosen: Bool
    /// The transport every request goes through.
    public var transport: any HTTPTransport
    /// The answers' cache (memory, then disk).
    public var cache: any CacheStore
    /// With `--json`, where the documents the source answered with are kept as received.
    public var documents: DocumentRecord?
    /// The process environment (a source's own settings, such as a key, are read from it).
    public var environment: [String: String]
    /// The clock.
    public var now: @Sendable () -> Date

    /// Creates a context.
    public init(
        configuration: APIClientConfiguration, addressIsChosen: Bool, transport: any HTTPTransport,
        cache: any CacheStore, documents: DocumentRecord?, environment: [String: String],
        now: @escaping @Sendable () -> Date
    ) {
        self.configuration = configuration
        self.addressIsChosen = addressIsChosen
        self.transport = transport
        self.cache = cache
        self.documents = documents
        self.environment = environment
        self.now = now
    }
}
