import Foundation
import LaunchesCore
import Observation
import RepositoryDefinitions

/// The browser's launches repository: the source's own, unchanged, which also says what the source can't be asked
/// for (``LaunchCriteriaChecking``), so the filter form refuses it on its field instead of listing launches the
/// source could not narrow.
@MainActor
public final class CriteriaCheckedLaunches: PaginatedRepository, LaunchCriteriaChecking {
    private let base: any PaginatedRepository<Launch, LaunchFilter>
    private let unsupported: @MainActor (LaunchCriteria) -> String?

    /// `base`, checked with `unsupported` (the source's ``ConnectedDataSource/unsupportedCriteria(_:)``).
    public init(
        _ base: any PaginatedRepository<Launch, LaunchFilter>,
        unsupported: @escaping @MainActor (LaunchCriteria) -> String?
    ) {
        self.base = base
        self.unsupported = unsupported
    }

    public func unsupportedCriteria(_ criteria: LaunchCriteria) -> String? { unsupported(criteria) }

    public var state: LoadState<[Launch]> { base.state }
    public var filter: LaunchFilter { base.filter }
    public var hasNextPage: Bool { base.hasNextPage }
    public var isLoadingMore: Bool { base.isLoadingMore }
    public var loadMoreError: RepositoryError? { base.loadMoreError }
    public var totalItems: Int? { base.totalItems }
    public func load() async { await base.load() }
    public func refresh() async { await base.refresh() }
    public func loadMore() async { await base.loadMore() }
    public func setFilter(_ filter: LaunchFilter) async { await base.setFilter(filter) }
    public func item(id: String) async -> LoadState<Launch> { await base.item(id: id) }
    public func refreshItem(id: String) async -> LoadState<Launch> { await base.refreshItem(id: id) }
    public func cachedItem(id: String) async -> Fetched<Launch>? { await base.cachedItem(id: id) }
}
