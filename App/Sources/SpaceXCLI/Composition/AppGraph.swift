import CommandLineKit
import Foundation
import LaunchLibrary
import LaunchSitesCore
import LaunchesCore
import PictureLoading
import RepositoryDefinitions
import RepositoryImplementations
import RocketsCore
import SpaceXAPI
import TerminalImages

/// The composition root: builds the live object graph once (transport, cache, API client, archive fallback) and
/// makes the repositories the screens need. Nothing else in the app creates a dependency.
@MainActor
public final class AppGraph {
    /// The run's settings.
    public let settings: AppSettings
    /// The API as the repositories see it: live client first, then the built-in archive with `--offline` or when
    /// the default address can't be reached; never in place of an address the user chose.
    public let api: any APIService
    /// The clock.
    public let now: @Sendable () -> Date
    /// Pictures by address: the same transport, their own disk cache beside the JSON one (`pictures/`, 100 MiB).
    public let pictures: PictureLoader
    /// With `--json`, the documents the chosen source answered with, as sent: what `--json` prints.
    public let documents: DocumentRecord?
    /// With `--source ll2`, the Launch Library client the repositories read; nil for the r/SpaceX source.
    public let launchLibrary: LaunchLibraryClient?
    private let client: SpaceXAPIClient
    private let fallback: FallbackAPIService?

    /// What the features' endpoints declare about their collections: minimum freshness and reference targets.
    public nonisolated static let catalog = CollectionCatalog(endpoints: [
        LaunchesEndpoint(), RocketsEndpoint(), LaunchpadsEndpoint(),
    ])

    /// Builds the graph; `transport` is injectable so tests can run without sockets.
    public init(
        settings: AppSettings, transport: any HTTPTransport = LazyHTTPTransport { SchemeRoutingTransport() },
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.settings = settings
        self.now = now
        let configuration = APIClientConfiguration(
            baseURL: settings.options.baseURL, requestTimeout: settings.requestTimeout,
            userAgent: APIClientConfiguration.userAgent(version: CommandLineProgram.spacex.version),
            minimumFreshness: Self.catalog.minimumFreshness, networkEnabled: !settings.options.offline,
            revalidateCachedBefore: settings.options.refresh ? now() : nil, requestDeadline: settings.requestDeadline,
            maxResponseBytes: settings.maxResponseBytes)
        let cache = TieredCacheStore(
            memory: MemoryCacheStore(),
            disk: DiskCacheStore(directory: settings.cacheDirectory, byteLimit: settings.cacheByteLimit, now: now))
        let client = SpaceXAPIClient(configuration: configuration, transport: transport, cache: cache, now: now)
        self.client = client
        pictures = PictureLoader(
            transport: transport,
            cache: DiskCacheStore(
                directory: settings.cacheDirectory.appendingPathComponent("pictures", isDirectory: true),
                byteLimit: 100 * 1024 * 1024, now: now),
            decode: { try ImageDecoder.decode($0, limits: $1) }, offline: settings.options.offline,
            timeout: max(20, settings.requestTimeout), deadline: settings.requestDeadline, now: now)
        // An address the user chose (--base-url, SPACEX_API_URL) is never stood in for by the archive.
        let archived = settings.options.offline || !settings.options.baseURLIsChosen
        let fallback =
            archived ? FallbackAPIService(primary: client, makeFallback: { BuiltInArchive.makeService() }) : nil
        self.fallback = fallback
        let service: any APIService = fallback ?? client
        let documents = settings.options.json ? DocumentRecord() : nil
        self.documents = documents
        api = documents.map { DocumentRecordingAPIService(service, record: $0) } ?? service
        // With --source ll2, --base-url names the Launch Library base; the same cache and transport.
        launchLibrary =
            settings.options.source == .ll2
            ? LaunchLibraryClient(
                chosenBaseURL: settings.options.baseURLIsChosen ? settings.options.baseURL : nil,
                authorization: settings.options.launchLibraryAuthorization, userAgent: configuration.userAgent,
                transport: transport, cache: cache, timeout: settings.requestTimeout,
                deadline: settings.requestDeadline, networkEnabled: !settings.options.offline, documents: documents,
                now: now) : nil
    }

    /// The last cache write failure of this run, to be reported once.
    public var cacheWarning: CacheStoreError? { client.lastCacheWarning }

    /// Why the last screen showed the built-in archive: the live API's failure.
    public var networkFailure: RepositoryError? { fallback?.lastFallbackReason }

    /// Finds one launch by name with one query to the chosen source.
    public var findLaunch: @Sendable (String) async -> Result<LoadState<Launch>, LaunchLookupError> {
        if let launchLibrary {
            let lookup = LaunchLibraryLaunchLookup(client: launchLibrary)
            return { name in await lookup.find(name) }
        }
        let api = api
        return { name in await SpaceXLaunchLookup(api: api).find(name) }
    }

    /// A launches repository for `filter`, starting at `firstPage`, over the chosen source.
    public func launchesRepository(
        filter: LaunchFilter, pageSize: Int = PageRequest.defaultLimit, firstPage: Int = 1
    ) -> any PaginatedRepository<Launch, LaunchFilter> {
        if let launchLibrary {
            return launchLibrary.launchesRepository(
                filter: filter, pageSize: pageSize, firstPage: firstPage, refresh: settings.options.refresh)
        }
        return MappedPaginatedRepository(
            LivePaginatedRepository(
                endpoint: LaunchesEndpoint(), api: api, filter: filter, pageSize: pageSize, firstPage: firstPage,
                now: now)
        ) { $0.value }
    }

    /// A launch-site repository with pages of `pageSize`, over the chosen source (with Launch Library, the pads
    /// its launches name: a site opened from a launch costs no request).
    public func launchSitesRepository(pageSize: Int = PageRequest.defaultLimit)
        -> any PaginatedRepository<LaunchpadDocument, LaunchpadFilter>
    {
        if let launchLibrary {
            return launchLibrary.launchSitesRepository(pageSize: pageSize, refresh: settings.options.refresh)
        }
        return MappedPaginatedRepository(
            LivePaginatedRepository(
                endpoint: LaunchpadsEndpoint(), api: api, filter: LaunchpadFilter(), pageSize: pageSize, firstPage: 1,
                now: now)
        ) { $0.value }
    }

    /// A rockets repository, starting at `firstPage`, over the chosen source.
    public func rocketsRepository(
        pageSize: Int = PageRequest.defaultLimit, firstPage: Int = 1
    ) -> any PaginatedRepository<Rocket, RocketFilter> {
        if let launchLibrary {
            return launchLibrary.rocketsRepository(
                pageSize: pageSize, firstPage: firstPage, refresh: settings.options.refresh)
        }
        return MappedPaginatedRepository(
            LivePaginatedRepository(
                endpoint: RocketsEndpoint(), api: api, filter: RocketFilter(), pageSize: pageSize,
                firstPage: firstPage, now: now)
        ) { $0.value }
    }
}
