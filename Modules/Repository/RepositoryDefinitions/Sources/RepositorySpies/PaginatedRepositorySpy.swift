import Foundation
import Observation
import RepositoryDefinitions

/// A counting spy for ``PaginatedRepository``: every member readable and writable, every call recorded.
///
/// Its `state` and paging flags are plain stored properties that tests set; the `on…` hooks let a test make a
/// call change them, the way a real repository would.
@MainActor
@Observable
public final class PaginatedRepositorySpy<Item: Identifiable & Sendable, Filter: Hashable & Sendable>:
    PaginatedRepository
where Item.ID == String {
    public var state: LoadState<[Item]> = .initial
    public var filter: Filter
    public var hasNextPage = false
    public var isLoadingMore = false
    public var loadMoreError: RepositoryError?
    public var totalItems: Int?

    /// How many times `load()` was called.
    public private(set) var loadCallCount = 0
    /// How many times `refresh()` was called.
    public private(set) var refreshCallCount = 0
    /// How many times `loadMore()` was called.
    public private(set) var loadMoreCallCount = 0
    /// Every filter passed to `setFilter(_:)`, in order.
    public private(set) var setFilterCalls: [Filter] = []
    /// Every id passed to `item(id:)`, in order.
    public private(set) var itemCalls: [String] = []
    /// Every id passed to `refreshItem(id:)`, in order.
    public private(set) var refreshItemCalls: [String] = []
    /// Every id passed to `cachedItem(id:)`, in order.
    public private(set) var cachedItemCalls: [String] = []

    /// Runs inside `load()`, after counting.
    public var onLoad: (@MainActor (PaginatedRepositorySpy) async -> Void)?
    /// Runs inside `refresh()`, after counting.
    public var onRefresh: (@MainActor (PaginatedRepositorySpy) async -> Void)?
    /// Runs inside `loadMore()`, after counting.
    public var onLoadMore: (@MainActor (PaginatedRepositorySpy) async -> Void)?
    /// Runs inside `setFilter(_:)`, after the filter is stored.
    public var onSetFilter: (@MainActor (PaginatedRepositorySpy, Filter) async -> Void)?
    /// Answers `item(id:)` by id instead of the FIFO when set.
    public var itemHandler: (@MainActor (String) -> LoadState<Item>)?
    /// Answers `refreshItem(id:)` by id instead of the FIFO when set.
    public var refreshItemHandler: (@MainActor (String) -> LoadState<Item>)?
    /// What `cachedItem(id:)` answers, by id; ids missing here have nothing cached.
    public var cachedItems: [String: Fetched<Item>] = [:]
    /// Answers to `item(id:)`, in order.
    public var itemResponses = StubbedResponses<LoadState<Item>>()
    /// Answers to `refreshItem(id:)`, in order.
    public var refreshItemResponses = StubbedResponses<LoadState<Item>>()
    /// Holds `item` and `refreshItem` calls (after they are recorded) until the test releases them.
    @ObservationIgnored public let gate = CallGate()

    /// Creates a spy with an initial filter.
    public init(filter: Filter) {
        self.filter = filter
    }

    public func load() async {
        loadCallCount += 1
        await onLoad?(self)
    }

    public func refresh() async {
        refreshCallCount += 1
        await onRefresh?(self)
    }

    public func loadMore() async {
        loadMoreCallCount += 1
        await onLoadMore?(self)
    }

    public func setFilter(_ filter: Filter) async {
        setFilterCalls.append(filter)
        self.filter = filter
        await onSetFilter?(self, filter)
    }

    public func item(id: String) async -> LoadState<Item> {
        itemCalls.append(id)
        let response = itemHandler?(id) ?? itemResponses.next(for: "PaginatedRepositorySpy.item(id:)")
        await gate.pass()
        return response
    }

    /// Answers from ``cachedItems`` at once (a cache read never waits at the gate).
    public func cachedItem(id: String) async -> Fetched<Item>? {
        cachedItemCalls.append(id)
        return cachedItems[id]
    }

    public func refreshItem(id: String) async -> LoadState<Item> {
        refreshItemCalls.append(id)
        let response =
            refreshItemHandler?(id) ?? refreshItemResponses.next(for: "PaginatedRepositorySpy.refreshItem(id:)")
        await gate.pass()
        return response
    }
}
