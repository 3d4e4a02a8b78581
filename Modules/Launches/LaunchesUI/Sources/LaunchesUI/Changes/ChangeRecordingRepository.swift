import Foundation
import LaunchesCore
import Observation
import RepositoryDefinitions

/// A launches repository that hands every answer it gets to a ``LaunchChangeRecorder``: the list after each load,
/// refresh, next page or new filter, and each launch asked for by id. Everything else is the wrapped repository's
/// (its observable state included), so screens and scripts see no difference and no request is added.
@MainActor
final class ChangeRecordingRepository: PaginatedRepository {
    private let base: any PaginatedRepository<Launch, LaunchFilter>
    /// Where the answers go (the detail reads its launch's moves there).
    let recorder: LaunchChangeRecorder
    private let firstPage: Int
    private let now: @Sendable () -> Date

    init(
        _ base: any PaginatedRepository<Launch, LaunchFilter>, recorder: LaunchChangeRecorder, firstPage: Int,
        now: @escaping @Sendable () -> Date
    ) {
        self.base = base
        self.recorder = recorder
        self.firstPage = firstPage
        self.now = now
    }

    var state: LoadState<[Launch]> { base.state }
    var filter: LaunchFilter { base.filter }
    var hasNextPage: Bool { base.hasNextPage }
    var isLoadingMore: Bool { base.isLoadingMore }
    var loadMoreError: RepositoryError? { base.loadMoreError }
    var totalItems: Int? { base.totalItems }

    func load() async {
        await base.load()
        takeList()
    }

    func refresh() async {
        await base.refresh()
        takeList()
    }

    func loadMore() async {
        await base.loadMore()
        takeList()
    }

    func setFilter(_ filter: LaunchFilter) async {
        await base.setFilter(filter)
        takeList()
    }

    func item(id: String) async -> LoadState<Launch> {
        take(await base.item(id: id))
    }

    func refreshItem(id: String) async -> LoadState<Launch> {
        take(await base.refreshItem(id: id))
    }

    func cachedItem(id: String) async -> Fetched<Launch>? {
        await base.cachedItem(id: id)
    }

    /// The list shown now, whole when it starts at page 1 and has no next page.
    private func takeList() {
        recorder.take(
            base.state, filter: base.filter, isComplete: firstPage == 1 && !base.hasNextPage, now: now())
    }

    /// One launch asked for by id: compared, never a list.
    private func take(_ state: LoadState<Launch>) -> LoadState<Launch> {
        recorder.take(state.map { [$0] }, filter: nil, isComplete: false, now: now())
        return state
    }
}
