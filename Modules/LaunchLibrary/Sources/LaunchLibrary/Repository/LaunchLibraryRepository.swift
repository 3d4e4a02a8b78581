import Foundation
import Observation
import RepositoryDefinitions

/// A list repository over Launch Library answers: the features' ``PaginatedRepository`` fed by two closures over
/// a ``LaunchLibraryClient`` (a page of a filter, one item), so the features never know which source they read.
///
/// `load()` paints the saved answer at once and asks only when it is not fresh; `item(id:)` answers from the
/// client's memory of list answers without a request (the budget of 15 requests an hour is the design).
@MainActor
@Observable
public final class LaunchLibraryRepository<Item: Identifiable & Sendable, Filter: Hashable & Sendable>:
    PaginatedRepository
where Item.ID == String {
    /// One page of `filter` (page numbers from 1) under a cache policy.
    public typealias FetchPage =
        @Sendable (_ filter: Filter, _ page: Int, _ limit: Int, _ policy: CachePolicy) async throws(RepositoryError)
        -> Fetched<Page<Item>>
    /// One item by id under a cache policy.
    public typealias FetchItem =
        @Sendable (_ id: String, _ policy: CachePolicy) async throws(RepositoryError) -> Fetched<Item>

    public private(set) var state: LoadState<[Item]> = .initial
    public private(set) var filter: Filter
    public private(set) var hasNextPage = false
    public private(set) var isLoadingMore = false
    public private(set) var loadMoreError: RepositoryError?
    public private(set) var totalItems: Int?

    @ObservationIgnored private let fetchPage: FetchPage
    @ObservationIgnored private let fetchItem: FetchItem
    @ObservationIgnored private let pageSize: Int
    @ObservationIgnored private let firstPage: Int
    @ObservationIgnored private let asksEvenWhenFresh: Bool
    /// Seconds until the service allows the next request while it throttles; nil when a request may be sent.
    @ObservationIgnored private let throttleWait: @Sendable () -> TimeInterval?
    @ObservationIgnored private var nextPage: Int?
    @ObservationIgnored private var generation = 0
    /// When the saved list on screen was stored, for the failed state's age.
    @ObservationIgnored private var savedAt: Date?

    /// Creates a repository for `filter`, `pageSize` items a page, starting at `firstPage`; `asksEvenWhenFresh`
    /// (`--refresh`) makes `load()` ask the service after painting the saved answer, however fresh it is;
    /// `throttleWait` says how long the service still throttles (a refresh meanwhile keeps the rows shown).
    public init(
        filter: Filter, pageSize: Int = PageRequest.defaultLimit, firstPage: Int = 1, asksEvenWhenFresh: Bool = false,
        throttleWait: @escaping @Sendable () -> TimeInterval? = { nil }, fetchPage: @escaping FetchPage,
        fetchItem: @escaping FetchItem
    ) {
        self.asksEvenWhenFresh = asksEvenWhenFresh
        self.throttleWait = throttleWait
        self.filter = filter
        self.pageSize = pageSize
        self.firstPage = firstPage
        self.fetchPage = fetchPage
        self.fetchItem = fetchItem
    }

    public func load() async { await loadFirstPage(paintSaved: true) }

    /// Asks for the first page again. While the service throttles, no request goes out and the client would
    /// answer with the saved first page alone: every row shown stays, with the paging, under the refusal (which
    /// says when the next request is allowed), also when the throttle starts with this refresh's own request.
    public func refresh() async {
        guard let shown = state.value else { return await loadFirstPage(paintSaved: false) }
        let paging = (hasNextPage, nextPage, totalItems)
        if refuseRefresh(keeping: shown) { return }
        await loadFirstPage(paintSaved: false)
        guard case .loaded(_, let freshness) = state, freshness != .live, refuseRefresh(keeping: shown) else { return }
        (hasNextPage, nextPage, totalItems) = paging
    }

    /// While throttled: `items` kept as the failed state's saved rows, under the wait; whether it was.
    private func refuseRefresh(keeping items: [Item]) -> Bool {
        guard let wait = throttleWait() else { return false }
        let refusal = RepositoryError.rateLimited(retryAfter: wait.rounded(.up)).from(.launchLibrary)
        state = .failed(refusal, cached: CachedValue(value: items, storedAt: savedAt ?? Date()))
        return true
    }

    public func setFilter(_ filter: Filter) async {
        self.filter = filter
        state = .initial
        hasNextPage = false
        totalItems = nil
        await loadFirstPage(paintSaved: true)
    }

    public func loadMore() async {
        guard !isLoadingMore, let page = nextPage, let current = state.value else { return }
        isLoadingMore = true
        loadMoreError = nil
        let generation = generation
        let (fetchPage, filter, pageSize) = (fetchPage, filter, pageSize)
        let result = await Self.spend { () throws(RepositoryError) in
            try await fetchPage(filter, page, pageSize, .returnFreshElseLoad)
        }
        guard generation == self.generation else { return }
        isLoadingMore = false
        switch result {
        case .success(let fetched):
            applyPaging(fetched.value)
            let known = Set(current.map(\.id))
            state = .loaded(
                current + fetched.value.items.filter { !known.contains($0.id) },
                freshness: state.freshness ?? fetched.freshness)
        case .failure(let error):
            loadMoreError = error
        }
    }

    public func item(id: String) async -> LoadState<Item> { await loadItem(id: id, policy: .returnFreshElseLoad) }

    public func refreshItem(id: String) async -> LoadState<Item> { await loadItem(id: id, policy: .reload) }

    public func cachedItem(id: String) async -> Fetched<Item>? { try? await fetchItem(id, .cacheOnly) }

    private func loadFirstPage(paintSaved: Bool) async {
        generation += 1
        let generation = generation
        isLoadingMore = false
        if paintSaved, let saved = try? await fetchPage(filter, firstPage, pageSize, .cacheOnly) {
            guard generation == self.generation else { return }
            applyPaging(saved.value)
            if case .cached(let storedAt) = saved.freshness { savedAt = storedAt }
            state = .loaded(saved.value.items, freshness: saved.freshness)
            if saved.isFresh, !asksEvenWhenFresh { return }
        }
        state = state.value.map { .refreshing(current: $0) } ?? .loading
        let policy: CachePolicy = paintSaved && !asksEvenWhenFresh ? .returnFreshElseLoad : .reload
        let (fetchPage, filter, firstPage, pageSize) = (fetchPage, filter, firstPage, pageSize)
        let result = await Self.spend { () throws(RepositoryError) in
            try await fetchPage(filter, firstPage, pageSize, policy)
        }
        guard generation == self.generation else { return }
        switch result {
        case .success(let fetched):
            applyPaging(fetched.value)
            state = .loaded(fetched.value.items, freshness: fetched.freshness)
        case .failure(let error):
            var saved: CachedValue<[Item]>?
            if let items = state.value, let savedAt { saved = CachedValue(value: items, storedAt: savedAt) }
            state = .failed(error, cached: saved)
        }
    }

    private func loadItem(id: String, policy: CachePolicy) async -> LoadState<Item> {
        let fetchItem = fetchItem
        switch await Self.spend({ () throws(RepositoryError) in try await fetchItem(id, policy) }) {
        case .success(let fetched): return .loaded(fetched.value, freshness: fetched.freshness)
        case .failure(let error): return .failed(error, cached: nil)
        }
    }

    /// Runs `work` in its own task, so a caller that is cancelled (a screen left) never throws away a request
    /// already sent: its answer is still saved, and the budget of 15 an hour is not spent twice. A failure names
    /// the Launch Library (and, throttled, its budget and wait).
    private static func spend<Value: Sendable>(
        _ work: @escaping @Sendable () async throws(RepositoryError) -> Value
    ) async -> Result<Value, RepositoryError> {
        await Task { () async -> Result<Value, RepositoryError> in
            do throws(RepositoryError) {
                return .success(try await work())
            } catch {
                return .failure(error.from(.launchLibrary))
            }
        }.value
    }

    private func applyPaging(_ page: Page<Item>) {
        hasNextPage = page.hasNextPage
        nextPage = page.hasNextPage ? (page.nextPage ?? page.page + 1) : nil
        totalItems = page.totalItems
    }
}
