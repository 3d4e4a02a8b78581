import DataSourceKit
import Foundation
import LaunchSitesCore
import LaunchesCore
import RepositoryDefinitions
import RocketsCore

/// Launch Library connected: the features' repositories over one ``LaunchLibraryClient``, the name lookup (one
/// `search` request) and the budget notice after a throttled answer.
@MainActor
final class LaunchLibraryConnection: ConnectedDataSource {
    private let client: LaunchLibraryClient
    private let refresh: Bool

    init(client: LaunchLibraryClient, refresh: Bool) {
        self.client = client
        self.refresh = refresh
    }

    /// Launch Library's largest page: the browser's `G` over 154 launches costs two requests of the 15 an hour.
    var browserPageSize: Int { PageRequest.maximumLimit }

    func launchesRepository(filter: LaunchFilter, pageSize: Int, firstPage: Int)
        -> any PaginatedRepository<Launch, LaunchFilter>
    {
        client.launchesRepository(filter: filter, pageSize: pageSize, firstPage: firstPage, refresh: refresh)
    }

    func rocketsRepository(pageSize: Int, firstPage: Int) -> any PaginatedRepository<Rocket, RocketFilter> {
        client.rocketsRepository(pageSize: pageSize, firstPage: firstPage, refresh: refresh)
    }

    func launchSitesRepository(pageSize: Int) -> any PaginatedRepository<Launchpad, LaunchpadFilter> {
        client.launchSitesRepository(pageSize: pageSize, refresh: refresh)
    }

    func unsupportedCriteria(_ criteria: LaunchCriteria) -> String? {
        LaunchLibraryLaunchQuery.unsupported(criteria)
    }

    var findLaunch: @Sendable (String) async -> Result<LoadState<Launch>, LaunchLookupError> {
        let lookup = LaunchLibraryLaunchLookup(client: client)
        return { name in await lookup.find(name) }
    }

    /// The vehicles' names from the saved answer, whatever its age: Launch Library has no built-in copy.
    func offlineRocketNames() async -> [String] {
        ((try? await client.rockets(policy: .cacheOnly))?.value ?? []).map(\.name)
    }

    var cacheWarning: CacheStoreError? { client.cacheWarning }

    var openingNote: String? { nil }

    func launchesNote(from day: String?) -> String? { nil }

    /// Never asked: Launch Library has no built-in copy.
    func builtInNotice(forLaunches: Bool, style: (String) -> String) -> String { "" }

    func budgetNotice(now: Date) -> String? { client.budgetNotice(now: now) }

    var nextRequestAllowed: Date? { client.nextRequestAllowed }
}
