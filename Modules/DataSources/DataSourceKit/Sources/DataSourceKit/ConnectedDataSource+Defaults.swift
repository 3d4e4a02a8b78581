import Foundation
import LaunchSitesCore
import LaunchesCore
import RepositoryDefinitions
import RocketsCore

/// The repositories the browser opens with: every source's first page, in the sizes the browser asks for.
extension ConnectedDataSource {
    /// No throttling known: a source without a budget never asks to wait.
    public var nextRequestAllowed: Date? { nil }

    /// A launches repository for `filter` from the first page, pages of the source's ``browserPageSize``.
    /// It says what the source can't be asked for (``CriteriaCheckedLaunches``), so the filter form refuses it.
    public func launchesRepository(filter: LaunchFilter) -> any PaginatedRepository<Launch, LaunchFilter> {
        CriteriaCheckedLaunches(launchesRepository(filter: filter, pageSize: browserPageSize, firstPage: 1)) {
            [self] criteria in unsupportedCriteria(criteria)
        }
    }

    /// A rockets repository from the first page, pages of ``PageRequest/defaultLimit``.
    public func rocketsRepository() -> any PaginatedRepository<Rocket, RocketFilter> {
        rocketsRepository(pageSize: PageRequest.defaultLimit, firstPage: 1)
    }

    /// A launch-sites repository with pages of ``PageRequest/defaultLimit``.
    public func launchSitesRepository() -> any PaginatedRepository<Launchpad, LaunchpadFilter> {
        launchSitesRepository(pageSize: PageRequest.defaultLimit)
    }
}
