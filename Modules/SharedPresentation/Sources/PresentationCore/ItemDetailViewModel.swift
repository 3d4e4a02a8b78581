import Foundation
import Observation
import RepositoryDefinitions

/// Any feature's detail of one item, platform-neutral, the counterpart of ``PagedListViewModel``: paints the list's
/// copy at once when there is one, then asks the repository for the item (which answers without a request when it
/// holds the item fresh) and exposes the answer as the feature's `Detail`.
///
/// Stale-while-revalidate: a cached item, even a stale one, is shown first (`loaded` when fresh and no request is
/// needed, else `refreshing` over it), then replaced by the answer. When a fetch fails without cached data, what
/// was on screen stays as cached data under the error. A feature supplies only how an item becomes its detail
/// (the rocket and launch-site details are this type; a launch's detail also depends on the clock and keeps its
/// own view model).
@MainActor
@Observable
public final class ItemDetailViewModel<Item: Identifiable & Sendable, Filter: Hashable & Sendable, Detail: Sendable>
where Item.ID == String {
    /// The source's id of the item shown.
    public let itemID: String
    /// What the screen shows: painted list data is `refreshing` until the first answer arrives.
    public private(set) var state: LoadState<Detail>
    private let repository: any PaginatedRepository<Item, Filter>
    private let makeDetail: @MainActor (Item) -> Detail
    private let now: () -> Date
    @ObservationIgnored private var shown: CachedValue<Detail>?
    @ObservationIgnored private var generation = 0

    /// Creates the view model for `itemID`.
    ///
    /// `painted` (the list's copy, when the feature has one) is shown at once; `now` dates that painted data when
    /// the list's own date is unknown. `detail` turns an item into what the screen shows.
    public init(
        itemID: String, painted: Item? = nil, repository: any PaginatedRepository<Item, Filter>,
        now: @escaping () -> Date = { Date() }, detail: @escaping @MainActor (Item) -> Detail
    ) {
        self.itemID = itemID
        self.repository = repository
        self.now = now
        makeDetail = detail
        if let painted = painted.map(detail) {
            let storedAt = Self.storedAt(of: repository.state.freshness) ?? now()
            shown = CachedValue(value: painted, storedAt: storedAt)
            state = .refreshing(current: painted)
        } else {
            state = .initial
        }
    }

    /// Fetches the item: from the fresh list or cache when possible, else from the network.
    public func load() async {
        await fetch(fromNetwork: false)
    }

    /// Fetches the item again from the network, keeping the current detail on screen meanwhile.
    public func refresh() async {
        await fetch(fromNetwork: true)
    }

    /// Shows the request as running, asks the repository, and keeps the answer unless a newer request started.
    private func fetch(fromNetwork: Bool) async {
        generation += 1
        let ticket = generation
        if !fromNetwork, let cached = await repository.cachedItem(id: itemID) {
            guard ticket == generation else { return }
            let detail = makeDetail(cached.value)
            if cached.isFresh {
                state = settle(.loaded(detail, freshness: cached.freshness))
                return
            }
            shown = CachedValue(value: detail, storedAt: Self.storedAt(of: cached.freshness) ?? now())
            state = .refreshing(current: detail)
        } else if let current = state.value ?? shown?.value {
            state = .refreshing(current: current)
        } else {
            state = .loading
        }
        let answer = fromNetwork ? await repository.refreshItem(id: itemID) : await repository.item(id: itemID)
        guard ticket == generation else { return }
        state = settle(answer.map { makeDetail($0) })
    }

    /// Keeps what was shown under an error that brought no cached data, and remembers loaded data for that.
    private func settle(_ answer: LoadState<Detail>) -> LoadState<Detail> {
        switch answer {
        case .loaded(let detail, let freshness):
            shown = CachedValue(value: detail, storedAt: Self.storedAt(of: freshness) ?? now())
            return answer
        case .failed(let error, nil):
            return .failed(error, cached: shown)
        case .failed(_, let cached?):
            shown = cached
            return answer
        case .initial, .loading, .refreshing:
            return answer
        }
    }

    private static func storedAt(of freshness: Freshness?) -> Date? {
        if case .cached(let storedAt)? = freshness { storedAt } else { nil }
    }
}
