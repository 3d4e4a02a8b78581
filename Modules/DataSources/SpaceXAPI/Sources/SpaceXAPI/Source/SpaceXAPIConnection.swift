import DataSourceKit
import Foundation
import LaunchSitesCore
import LaunchesCore
import RepositoryDefinitions
import RepositoryImplementations
import RocketsCore

/// The r/SpaceX API connected: its client over the one HTTP policy, then the built-in archive with `--offline`
/// or when the default address can't be reached (never in place of an address the user chose), then, with
/// `--json`, the record of the documents as received; the features' repositories over that.
@MainActor
final class SpaceXAPIConnection: ConnectedDataSource {
    private let client: SpaceXAPIClient
    private let fallback: FallbackAPIService?
    private let api: any APIService
    private let now: @Sendable () -> Date

    init(_ context: DataSourceContext) {
        var configuration = context.configuration
        configuration.minimumFreshness = SpaceXAPIDataSource.catalog.minimumFreshness
        client = SpaceXAPIClient(
            configuration: configuration, transport: context.transport, cache: context.cache, now: context.now)
        let archived = !configuration.networkEnabled || !context.addressIsChosen
        fallback = archived ? FallbackAPIService(primary: client, makeFallback: { BuiltInArchive.makeService() }) : nil
        let service: any APIService = fallback ?? client
        api = context.documents.map { DocumentRecordingAPIService(service, record: $0) } ?? service
        now = context.now
    }

    var browserPageSize: Int { PageRequest.defaultLimit }

    func launchesRepository(filter: LaunchFilter, pageSize: Int, firstPage: Int)
        -> any PaginatedRepository<Launch, LaunchFilter>
    {
        MappedPaginatedRepository(
            LivePaginatedRepository(
                endpoint: LaunchesEndpoint(), api: api, filter: filter, pageSize: pageSize, firstPage: firstPage,
                now: now)
        ) { $0.value }
    }

    func rocketsRepository(pageSize: Int, firstPage: Int) -> any PaginatedRepository<Rocket, RocketFilter> {
        MappedPaginatedRepository(
            LivePaginatedRepository(
                endpoint: RocketsEndpoint(), api: api, filter: RocketFilter(), pageSize: pageSize, firstPage: firstPage,
                now: now)
        ) { $0.value }
    }

    func launchSitesRepository(pageSize: Int) -> any PaginatedRepository<Launchpad, LaunchpadFilter> {
        MappedPaginatedRepository(
            LivePaginatedRepository(
                endpoint: LaunchpadsEndpoint(), api: api, filter: LaunchpadFilter(), pageSize: pageSize, firstPage: 1,
                now: now)
        ) { $0.value }
    }

    func unsupportedCriteria(_ criteria: LaunchCriteria) -> String? { criteria.spaceXUnsupported }

    var findLaunch: @Sendable (String) async -> Result<LoadState<Launch>, LaunchLookupError> {
        let api = api
        return { name in await SpaceXLaunchLookup(api: api).find(name) }
    }

    /// The rockets' names from the saved answer, whatever its age, else from the built-in archive.
    func offlineRocketNames() async -> [String] {
        let query = RocketsEndpoint().listQuery(filter: RocketFilter(), page: 1, limit: PageRequest.maximumLimit)
        if let saved = try? await client.query(query, as: SpaceXDocument<Rocket>.self, policy: .cacheOnly) {
            return saved.value.items.map(\.value.name)
        }
        let archive = try? await BuiltInArchive.makeService().query(
            query, as: SpaceXDocument<Rocket>.self, policy: .returnFreshElseLoad)
        return archive?.value.items.map(\.value.name) ?? []
    }

    var cacheWarning: CacheStoreError? { client.lastCacheWarning }

    var openingNote: String? { SpaceXAPIDataSource.frozenDataNote }

    /// Launches asked for from a day after the data ends: the answer will be empty, and this says why.
    func launchesNote(from day: String?) -> String? {
        guard let day, day.range(of: #"^\d{4}-\d{2}-\d{2}$"#, options: .regularExpression) != nil,
            day > SpaceXAPIDataSource.lastDay
        else { return nil }
        return SpaceXAPIDataSource.frozenDataNote
    }

    func builtInNotice(forLaunches: Bool, style: (String) -> String) -> String {
        "offline — " + BuiltInArchive.notice + (fallback?.lastFallbackReason.map { ": " + style($0.userMessage) } ?? "")
            + (forLaunches ? " (\(SpaceXAPIDataSource.currentLaunchesHint))" : "")
    }

    func budgetNotice(now: Date) -> String? { nil }
}
