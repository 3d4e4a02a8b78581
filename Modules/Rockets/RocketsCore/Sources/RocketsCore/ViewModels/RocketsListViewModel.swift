import Foundation
import Observation
import RepositoryDefinitions

/// Drives the rockets list: loads pages from the repository, turns rockets into rows, scrolls on forever and
/// sends a selection to the navigator.
///
/// Everything shown is derived from the repository's observable state, so the view follows it without copies.
@MainActor
@Observable
public final class RocketsListViewModel {
    /// How close to the end of the rows a visible row must be to fetch the next page.
    public let prefetchDistance: Int
    private let repository: any PaginatedRepository<Rocket, RocketFilter>
    private let navigator: any RocketsNavigator

    /// Creates the view model over `repository`, reporting selections to `navigator`.
    public init(
        repository: any PaginatedRepository<Rocket, RocketFilter>, navigator: any RocketsNavigator,
        prefetchDistance: Int = 3
    ) {
        self.repository = repository
        self.navigator = navigator
        self.prefetchDistance = max(0, prefetchDistance)
    }

    /// The list's state as rows: loading, loaded (with freshness), refreshing or failed (with cached rows).
    public var state: LoadState<[RocketRow]> {
        repository.state.map(Self.rows(from:))
    }

    /// The rows on screen now, one per rocket id, in the repository's order.
    public var rows: [RocketRow] { state.value ?? [] }

    /// The rockets behind the rows, so the App can hand one to the detail screen to paint at once.
    public func rocket(id: String) -> Rocket? {
        repository.state.value?.first { $0.id == id }
    }

    /// Whether another page exists.
    public var hasNextPage: Bool { repository.hasNextPage }
    /// Whether the next page is being fetched.
    public var isLoadingMore: Bool { repository.isLoadingMore }
    /// Why the last next-page fetch failed, until the next attempt; ``loadMore()`` retries.
    public var loadMoreError: RepositoryError? { repository.loadMoreError }
    /// How many rockets exist in all, once known.
    public var totalItems: Int? { repository.totalItems }

    /// Loads the first page (cached data shows at once when there is any).
    public func load() async {
        await repository.load()
    }

    /// Fetches the first page again, keeping the rows on screen meanwhile.
    public func refresh() async {
        await repository.refresh()
    }

    /// Fetches the next page now, also after a failure (the retry action).
    public func loadMore() async {
        await repository.loadMore()
    }

    /// Fetches the next page when the row at `visibleIndex` is within ``prefetchDistance`` of the end.
    ///
    /// Does nothing while the list is loading, while a page is in flight, after the last page, or after a failed
    /// page (so scrolling never hammers a failing API; ``loadMore()`` retries).
    public func loadMoreIfNeeded(visibleIndex: Int) async {
        let count = rows.count
        guard count > 0, visibleIndex >= count - 1 - prefetchDistance, repository.hasNextPage,
            !repository.isLoadingMore, repository.loadMoreError == nil, !repository.state.isLoading
        else { return }
        await repository.loadMore()
    }

    /// Opens the detail of the rocket with this id.
    public func select(id: String) {
        navigator.navigate(to: .rocketDetail(id: id))
    }

    /// One row per rocket id (the first wins), so an overlapping page never shows a rocket twice.
    private static func rows(from rockets: [Rocket]) -> [RocketRow] {
        var seen = Set<String>()
        return rockets.filter { seen.insert($0.id).inserted }.map(RocketRow.init(rocket:))
    }
}
