import Foundation
import Observation
import RepositoryDefinitions

/// The one list repository of every source: stale-while-revalidate paging over a page fetch (offset or page
/// requests alike: the source turns a page number and size into its own request) and an item fetch, each under a
/// ``CachePolicy``; ``init(endpoint:api:filter:pageSize:firstPage:completeItemsLifetime:now:throttle:)`` makes them from a
/// ``CollectionEndpoint`` over an ``APIService``.
///
/// `load()` paints cached data at once, then asks the network unless the cache is fresh; pages are merged without
/// duplicate ids; `loadMore()` never overlaps itself; `setFilter(_:)` and `refresh()` cancel in-flight work and
/// discard late answers, so a slow old page can never overwrite a newer list.
@MainActor
@Observable
public final class LivePaginatedRepository<Item: Identifiable & Sendable, Filter: Hashable & Sendable>:
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
    @ObservationIgnored private let listItemsAreComplete: Bool
    @ObservationIgnored private let pageSize: Int
    @ObservationIgnored private let firstPage: Int
    @ObservationIgnored private let completeItemsLifetime: TimeInterval
    @ObservationIgnored private let now: @Sendable () -> Date
    /// While the source throttles, the refusal a request would meet (saying when the next one is allowed).
    @ObservationIgnored private let throttle: @Sendable () -> RepositoryError?
    @ObservationIgnored private var knownIDs = Set<String>()
    @ObservationIgnored private var nextPage: Int?
    @ObservationIgnored private var generation = 0
    @ObservationIgnored private var firstPageTask: Task<Void, Never>?
    @ObservationIgnored private var loadMoreTask: Task<Void, Never>?
    @ObservationIgnored private var isFirstPageInFlight = false
    /// When the items on screen were sent by the API, and whether they were within their lifetime then.
    @ObservationIgnored private var listStoredAt: Date?
    @ObservationIgnored private var listWasFresh = false
    /// After `refresh()`, next pages are asked again too (`r` re-fetches what is shown, not only the first page).
    @ObservationIgnored private var reloadsPages = false

    /// Creates a repository over an endpoint of an API service.
    /// - Parameters:
    ///   - endpoint: what to query for a page and for an item.
    ///   - api: the API service (live, in-memory sample, or a spy).
    ///   - filter: the initial filter.
    ///   - pageSize: items per page.
    ///   - firstPage: the page `load()` starts at (1 unless a script asked for another).
    ///   - completeItemsLifetime: how long complete list items can answer `item(id:)` without a request.
    ///   - now: the clock.
    ///   - throttle: while the service throttles, the refusal a request would meet (a refresh keeps every row).
    public convenience init<Endpoint: CollectionEndpoint>(
        endpoint: Endpoint, api: any APIService, filter: Filter, pageSize: Int = PageRequest.defaultLimit,
        firstPage: Int = 1, completeItemsLifetime: TimeInterval = 300,
        now: @escaping @Sendable () -> Date = { Date() }, throttle: @escaping @Sendable () -> RepositoryError? = { nil }
    ) where Endpoint.Item == Item, Endpoint.Filter == Filter {
        self.init(
            filter: filter, pageSize: pageSize, firstPage: firstPage,
            listItemsAreComplete: endpoint.listItemsAreComplete, completeItemsLifetime: completeItemsLifetime,
            now: now, throttle: throttle,
            fetchPage: { filter, page, limit, policy throws(RepositoryError) in
                try await api.query(
                    endpoint.listQuery(filter: filter, page: page, limit: limit), as: Item.self, policy: policy)
            },
            fetchItem: { id, policy throws(RepositoryError) in
                try await api.item(endpoint.itemLookup(id: id), as: Item.self, policy: policy)
            })
    }

    /// Creates a repository over a source's page and item fetches; `listItemsAreComplete` says a list's items are
    /// whole documents that can answer `item(id:)` for `completeItemsLifetime` without a request; `throttle`
    /// says, while the source throttles, the refusal a request would meet (a refresh meanwhile keeps every row).
    public init(
        filter: Filter, pageSize: Int = PageRequest.defaultLimit, firstPage: Int = 1,
        listItemsAreComplete: Bool = false, completeItemsLifetime: TimeInterval = 300,
        now: @escaping @Sendable () -> Date = { Date() },
        throttle: @escaping @Sendable () -> RepositoryError? = { nil }, fetchPage: @escaping FetchPage,
        fetchItem: @escaping FetchItem
    ) {
        self.throttle = throttle
        self.fetchPage = fetchPage
        self.fetchItem = fetchItem
        self.listItemsAreComplete = listItemsAreComplete
        self.filter = filter
        self.pageSize = pageSize
        self.firstPage = firstPage
        self.completeItemsLifetime = completeItemsLifetime
        self.now = now
    }

    public func load() async {
        if isFirstPageInFlight, let firstPageTask {
            await firstPageTask.value
            return
        }
        reloadsPages = false
        await startFirstPage(paintCache: true)
    }

    /// Asks for the first page again, then the next pages again as they are needed. While the source throttles,
    /// no request goes out and a throttled source would answer with its saved first page alone: every row shown
    /// stays, with the paging, under the refusal (which says when the next request is allowed), also when the
    /// throttle starts with this refresh's own request.
    public func refresh() async {
        guard let shown = state.value else {
            reloadsPages = true
            return await startFirstPage(paintCache: false)
        }
        if refuseRefresh(keeping: shown) { return }
        let kept = (hasNextPage, nextPage, totalItems, knownIDs, listStoredAt, listWasFresh, reloadsPages)
        reloadsPages = true
        await startFirstPage(paintCache: false)
        guard case .loaded(_, let freshness) = state, freshness != .live, refuseRefresh(keeping: shown) else { return }
        (hasNextPage, nextPage, totalItems, knownIDs, listStoredAt, listWasFresh, reloadsPages) = kept
    }

    /// While the source throttles: `items` kept as the failed state's saved rows, under the refusal; whether it was.
    private func refuseRefresh(keeping items: [Item]) -> Bool {
        guard let refusal = throttle() else { return false }
        state = .failed(refusal, cached: CachedValue(value: items, storedAt: listStoredAt ?? now()))
        return true
    }

    public func setFilter(_ filter: Filter) async {
        reloadsPages = false
        self.filter = filter
        reset()
        await startFirstPage(paintCache: true)
    }

    public func loadMore() async {
        guard !isLoadingMore, !isFirstPageInFlight, hasNextPage, let page = nextPage, state.value != nil else { return }
        isLoadingMore = true
        loadMoreError = nil
        let generation = generation
        let policy: CachePolicy = reloadsPages ? .reload : .returnFreshElseLoad
        let (fetchPage, filter, pageSize) = (fetchPage, filter, pageSize)
        let task = Task { [weak self] in
            let result: Result<Fetched<Page<Item>>, RepositoryError>
            do throws(RepositoryError) {
                result = .success(try await fetchPage(filter, page, pageSize, policy))
            } catch {
                result = .failure(error)
            }
            self?.finishLoadMore(result, generation: generation)
        }
        loadMoreTask = task
        await task.value
    }

    public func item(id: String) async -> LoadState<Item> {
        if listItemsAreComplete, listWasFresh, let storedAt = listStoredAt,
            now().timeIntervalSince(storedAt) < completeItemsLifetime,
            let freshness = state.freshness, let item = state.value?.first(where: { $0.id == id })
        {
            return .loaded(item, freshness: freshness)
        }
        return await loadItem(id: id, policy: .returnFreshElseLoad)
    }

    public func refreshItem(id: String) async -> LoadState<Item> {
        await loadItem(id: id, policy: .reload)
    }

    public func cachedItem(id: String) async -> Fetched<Item>? {
        try? await fetchItem(id, .cacheOnly)
    }

    // MARK: - First page

    private func startFirstPage(paintCache: Bool) async {
        firstPageTask?.cancel()
        loadMoreTask?.cancel()
        generation += 1
        let generation = generation
        isLoadingMore = false
        loadMoreError = nil
        isFirstPageInFlight = true
        let task = Task { [weak self] in
            guard let self else { return }
            await fetchFirstPage(paintCache: paintCache, generation: generation)
        }
        firstPageTask = task
        await task.value
        if generation == self.generation { isFirstPageInFlight = false }
    }

    private func fetchFirstPage(paintCache: Bool, generation: Int) async {
        let (filter, firstPage, pageSize) = (filter, firstPage, pageSize)
        if paintCache, let cached = try? await fetchPage(filter, firstPage, pageSize, .cacheOnly) {
            guard generation == self.generation else { return }
            replaceItems(with: cached)
            if cached.isFresh {
                state = .loaded(state.value ?? [], freshness: cached.freshness)
                return
            }
        }
        guard generation == self.generation else { return }
        state = state.value.map { .refreshing(current: $0) } ?? .loading
        do {
            let fetched = try await fetchPage(filter, firstPage, pageSize, .reload)
            guard generation == self.generation else { return }
            replaceItems(with: fetched)
            state = .loaded(state.value ?? [], freshness: fetched.freshness)
        } catch {
            guard generation == self.generation else { return }
            let cached = state.value.map { CachedValue(value: $0, storedAt: listStoredAt ?? now()) }
            state = .failed(error, cached: cached)
        }
    }

    private func replaceItems(with fetched: Fetched<Page<Item>>) {
        knownIDs.removeAll()
        let items = unique(fetched.value.items)
        applyPaging(fetched.value)
        listStoredAt = Self.storedAt(of: fetched.freshness) ?? now()
        listWasFresh = fetched.isFresh
        state = .refreshing(current: items)
    }

    // MARK: - Next pages

    private func finishLoadMore(_ result: Result<Fetched<Page<Item>>, RepositoryError>, generation: Int) {
        guard generation == self.generation else { return }
        isLoadingMore = false
        switch result {
        case .success(let fetched):
            let current = state.value ?? []
            applyPaging(fetched.value)
            state = .loaded(current + unique(fetched.value.items), freshness: state.freshness ?? fetched.freshness)
        case .failure(.cancelled):
            break
        case .failure(let error):
            loadMoreError = error
        }
    }

    // MARK: - Items

    private func loadItem(id: String, policy: CachePolicy) async -> LoadState<Item> {
        do {
            let fetched = try await fetchItem(id, policy)
            return .loaded(fetched.value, freshness: fetched.freshness)
        } catch {
            guard error != .notCached, error != .cancelled,
                let cached = try? await fetchItem(id, .cacheOnly),
                let storedAt = Self.storedAt(of: cached.freshness)
            else { return .failed(error, cached: nil) }
            return .failed(error, cached: CachedValue(value: cached.value, storedAt: storedAt))
        }
    }

    // MARK: - Helpers

    private func reset() {
        firstPageTask?.cancel()
        loadMoreTask?.cancel()
        state = .initial
        knownIDs.removeAll()
        nextPage = nil
        hasNextPage = false
        totalItems = nil
        listStoredAt = nil
        listWasFresh = false
    }

    private func applyPaging(_ page: Page<Item>) {
        hasNextPage = page.hasNextPage
        nextPage = page.hasNextPage ? (page.nextPage ?? page.page + 1) : nil
        totalItems = page.totalItems
    }

    private func unique(_ items: [Item]) -> [Item] {
        items.filter { knownIDs.insert($0.id).inserted }
    }

    private static func storedAt(of freshness: Freshness) -> Date? {
        if case .cached(let storedAt) = freshness { storedAt } else { nil }
    }
}
