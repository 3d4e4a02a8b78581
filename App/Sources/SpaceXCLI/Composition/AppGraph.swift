import CommandLineKit
import DataSourceKit
import Foundation
import PictureLoading
import RepositoryDefinitions
import RepositoryImplementations
import TerminalImages

/// The composition root: builds the live object graph once (transport, cache, the one HTTP policy, the chosen
/// source connected over them, pictures) and makes the repositories the screens need. Nothing else in the app
/// creates a dependency, and nothing here knows which source was chosen.
@MainActor
public final class AppGraph {
    /// The run's settings.
    public let settings: AppSettings
    /// The chosen source, connected: the features' repositories and lookups.
    let source: any ConnectedDataSource
    /// The clock.
    public let now: @Sendable () -> Date
    /// Pictures by address: the same transport, their own disk cache beside the JSON one (`pictures/`, 100 MiB).
    public let pictures: PictureLoader
    /// With `--json`, the documents the chosen source answered with, as sent: what `--json` prints.
    public let documents: DocumentRecord?

    /// Builds the graph; `transport` is injectable so tests can run without sockets.
    public init(
        settings: AppSettings, environment: [String: String] = [:],
        transport: any HTTPTransport = LazyHTTPTransport { SchemeRoutingTransport() },
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.settings = settings
        self.now = now
        let options = settings.options
        let chosen = DataSources.named(options.source) ?? DataSources.standard
        let configuration = APIClientConfiguration(
            baseURL: options.baseURL ?? chosen.defaultBaseURL, limits: settings.limits,
            userAgent: APIClientConfiguration.userAgent(version: CommandLineProgram.spacex.version),
            networkEnabled: !options.offline, revalidateCachedBefore: options.refresh ? now() : nil)
        let cache = TieredCacheStore(
            memory: MemoryCacheStore(),
            disk: DiskCacheStore(
                directory: settings.cacheDirectory, byteLimit: settings.limits.cacheByteLimit, now: now))
        pictures = PictureLoader(
            transport: transport,
            cache: DiskCacheStore(
                directory: settings.cacheDirectory.appendingPathComponent("pictures", isDirectory: true),
                byteLimit: 100 * 1024 * 1024, now: now),
            decode: { try ImageDecoder.decode($0, limits: $1) }, offline: options.offline,
            timeout: max(20, settings.limits.requestTimeout), deadline: settings.limits.requestDeadline, now: now)
        documents = options.json ? DocumentRecord() : nil
        source = chosen.connect(
            DataSourceContext(
                configuration: configuration, addressIsChosen: options.baseURL != nil, transport: transport,
                cache: cache, documents: documents, environment: environment, now: now))
    }
}
