import Foundation
import Observation
import RepositoryDefinitions
import RocketsCore

/// A working rockets repository over a fixed array, for previews and demos: pages of `pageSize`, the active
/// filter, and lookups by id, all answered at once with the given freshness (``Freshness/sample`` by default).
///
/// Unlike the spies it needs no setup; unlike the live repository it never touches the network.
@MainActor
@Observable
public final class RocketsInMemoryRepository: PaginatedRepository {
    /// The loaded pages.
    public private(set) var state: LoadState<[Rocket]> = .initial
    /// The filter the list is loaded under.
    public private(set) var filter: RocketFilter
    /// Whether more matching rockets exist after the shown ones.
    public private(set) var hasNextPage = false
    /// Always false: pages are answered at once.
    public private(set) var isLoadingMore = false
    /// Always nil: paging in memory cannot fail.
    public private(set) var loadMoreError: RepositoryError?
    /// How many rockets match the filter, once loaded.
    public private(set) var totalItems: Int?

    /// Every rocket the repository holds, in list order.
    public let rockets: [Rocket]
    /// How many rockets one page holds.
    public let pageSize: Int
    /// Where the data claims to come from.
    public let freshness: Freshness
    private var loadedPages = 0

    /// Creates a repository over `rockets`.
    public init(
        rockets: [Rocket] = RocketSamples.sampleDataset, pageSize: Int = PageRequest.defaultLimit,
        freshness: Freshness = .sample, filter: RocketFilter = .all
    ) {
        self.rockets = rockets
        self.pageSize = max(1, pageSize)
        self.freshness = freshness
        self.filter = filter
    }

    /// Shows the first page.
    public func load() async {
        showPages(1)
    }

    /// Shows the first page again.
    public func refresh() async {
        showPages(1)
    }

    /// Shows one more page, when there is one.
    public func loadMore() async {
        guard hasNextPage else { return }
        showPages(loadedPages + 1)
    }

    /// Applies `filter` and shows its first page.
    public func setFilter(_ filter: RocketFilter) async {
        self.filter = filter
        showPages(1)
    }

    /// The rocket with `id`, or `notFound`.
    public func item(id: String) async -> LoadState<Rocket> {
        guard let rocket = rockets.first(where: { $0.id == id }) else {
            return .failed(.notFound(id: id), cached: nil)
        }
        return .loaded(rocket, freshness: freshness)
    }

    /// Same as ``item(id:)``: memory is always current.
    public func refreshItem(id: String) async -> LoadState<Rocket> {
        await item(id: id)
    }

    private var matching: [Rocket] {
        filter.activeOnly ? rockets.filter { $0.active == true } : rockets
    }

    private func showPages(_ pages: Int) {
        let all = matching
        loadedPages = pages
        let shown = Array(all.prefix(pages * pageSize))
        state = .loaded(shown, freshness: freshness)
        hasNextPage = shown.count < all.count
        totalItems = all.count
    }
}
