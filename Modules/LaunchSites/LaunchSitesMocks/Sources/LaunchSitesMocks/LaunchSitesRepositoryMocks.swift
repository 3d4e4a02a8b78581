import Foundation
import LaunchSitesCore
import RepositoryDefinitions
import RepositorySpies

/// Ready-made launch-site repositories for view-model tests and previews: counting spies set up to behave like
/// the real repository in one situation each. Each returns a fresh spy so tests can read its calls.
@MainActor
public enum LaunchSitesRepositoryMocks {
    /// The spy type every factory returns.
    public typealias Spy = PaginatedRepositorySpy<Launchpad, LaunchpadFilter>

    /// Lists `sites` and answers each one's detail (and refresh) with it; an unknown id is "not found".
    public static func sites(_ sites: [Launchpad] = ArchiveLaunchSites.all, freshness: Freshness = .live)
        -> Spy
    {
        let spy = Spy(filter: LaunchpadFilter())
        spy.state = .loaded(sites, freshness: freshness)
        spy.totalItems = sites.count
        let answer: @MainActor (String) -> LoadState<Launchpad> = { id in
            sites.first { $0.id == id }.map { .loaded($0, freshness: freshness) }
                ?? .failed(.notFound(id: id), cached: nil)
        }
        spy.itemHandler = answer
        spy.refreshItemHandler = answer
        return spy
    }

    /// Every detail request fails with `error`, nothing cached.
    public static func failed(_ error: RepositoryError = .offline) -> Spy {
        let spy = Spy(filter: LaunchpadFilter())
        spy.state = .failed(error, cached: nil)
        spy.itemHandler = { _ in .failed(error, cached: nil) }
        spy.refreshItemHandler = { _ in .failed(error, cached: nil) }
        return spy
    }
}
