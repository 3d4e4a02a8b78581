import Foundation
import LaunchesCore
import Observation
import RepositoryDefinitions

/// The browser's launches repository: the source's own, unchanged, which also says what the source can't be asked
/// for (``LaunchCriteriaChecking``), so the filter form refuses it on its field instead of listing launches the
/// source could not narrow.
@MainActor
final class CriteriaCheckedLaunches: PaginatedRepository, LaunchCriteriaChecking {
    private let base: any PaginatedRepository<Launch, LaunchFilter>
    private let unsupported: @MainActor (LaunchCriteria) -> String?

    /// `base`, checked with `unsupported` (the source's ``ConnectedDataSource/unsupportedCriteria(_:)``).
    init(
        _ base: any PaginatedRepository<Launch, LaunchFilter>,
        unsupported: @escaping @MainActor (LaunchCriteria) -> String?
    ) {
        self.base = base
        self.unsupported = unsupported
    }

    func unsupportedCriteria(_ criteria: LaunchCriteria) -> String? { unsupported(criteria) }

    var state: LoadState<[Launch]> { base.state }
    var filter: LaunchFilter { base.filter }
    var hasNextPage: Bool { base.hasNextPage }
    var isLoadingMore: Bool { base.isLoadingMore }
    var loadMoreError: RepositoryError? { base.loadMoreError }
    var totalItems: Int? { base.totalItems }
    func load() async { await base.load() }
    func refresh() async { await base.refresh() }
    func loadMore() async { await base.loadMore() }
    func setFilter(_ filter: LaunchFilter) async { await base.setFilter(filter) }
    func item(id: String) async -> LoadState<Launch> { await base.item(id: id) }
    func refreshItem(id: String) async -> LoadState<Launch> { await base.refreshItem(id: id) }
    func cachedItem(id: String) async -> Fetched<Launch>? { await base.cachedItem(id: id) }
}
