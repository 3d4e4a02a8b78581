import Foundation
import LaunchesCore
import Observation
import RepositoryDefinitions

/// A launches repository that hands every answer it gets to a ``LaunchChangeRecorder``: the list after each load,
/// refresh, next page or new filter, and each launch asked for by id. Everything else is the wrapped repository's
/// (``ForwardingPaginatedRepository``, its observable state included), so screens and scripts see no difference
/// and no request is added. When it marks (the browser's list), its first list answer is a look and ``moved`` holds
/// the launches that moved since the last look, or while it is open.
@MainActor
@Observable
final class ChangeRecordingRepository: ForwardingPaginatedRepository {
    typealias Item = Launch
    typealias Filter = LaunchFilter

    /// The repository whose answers are recorded.
    @ObservationIgnored let base: any PaginatedRepository<Launch, LaunchFilter>
    /// Where the answers go (the detail reads its launch's moves there).
    @ObservationIgnored let recorder: LaunchChangeRecorder
    @ObservationIgnored private let firstPage: Int
    @ObservationIgnored private let now: @Sendable () -> Date
    /// Whether it keeps ``moved``.
    @ObservationIgnored private let marking: Bool
    @ObservationIgnored private var looked = false
    /// The ids of the launches that moved since the last look (or while open), whose rows are marked.
    private(set) var moved: Set<String> = []

    init(
        _ base: any PaginatedRepository<Launch, LaunchFilter>, recorder: LaunchChangeRecorder, firstPage: Int,
        marking: Bool = false, now: @escaping @Sendable () -> Date
    ) {
        self.base = base
        self.recorder = recorder
        self.firstPage = firstPage
        self.marking = marking
        self.now = now
    }

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

    /// The list shown now, whole when it starts at page 1 and has no next page.
    private func takeList() {
        let seen = recorder.take(
            base.state, filter: base.filter, isComplete: firstPage == 1 && !base.hasNextPage, now: now())
        guard marking, base.state.value != nil else { return }
        if looked {
            moved.formUnion(seen)
        } else {
            looked = true
            moved = recorder.look(now: now())
        }
    }

    /// One launch asked for by id: compared, never a list.
    private func take(_ state: LoadState<Launch>) -> LoadState<Launch> {
        recorder.take(state.map { [$0] }, filter: nil, isComplete: false, now: now())
        return state
    }
}
