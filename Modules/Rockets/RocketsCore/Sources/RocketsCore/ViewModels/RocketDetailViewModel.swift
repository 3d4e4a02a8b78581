import Foundation
import Observation
import RepositoryDefinitions

/// Drives the rocket detail: paints the list's rocket at once, then asks the repository for the rocket (which
/// answers without a request when the list holds it fresh) and exposes the result as a ``RocketDetail``.
///
/// When a fetch fails, whatever was on screen stays visible as cached data under the error.
@MainActor
@Observable
public final class RocketDetailViewModel {
    /// The API id of the rocket shown.
    public let rocketID: String
    /// What the screen shows: painted list data is `refreshing` until the first answer arrives.
    public private(set) var state: LoadState<RocketDetail>
    private let repository: any PaginatedRepository<Rocket, RocketFilter>
    private let now: () -> Date
    @ObservationIgnored private var shown: CachedValue<RocketDetail>?
    @ObservationIgnored private var generation = 0

    /// Creates the view model for `rocketID`.
    ///
    /// `listRocket` (or, when nil, the repository's list entry with this id) is painted at once; `now` dates
    /// that painted data when the list's own date is unknown.
    public init(
        rocketID: String, listRocket: Rocket? = nil, repository: any PaginatedRepository<Rocket, RocketFilter>,
        now: @escaping () -> Date = { Date() }
    ) {
        self.rocketID = rocketID
        self.repository = repository
        self.now = now
        let painted = (listRocket ?? repository.state.value?.first { $0.id == rocketID }).map(RocketDetail.init)
        if let painted {
            let storedAt = Self.storedAt(of: repository.state.freshness) ?? now()
            shown = CachedValue(value: painted, storedAt: storedAt)
            state = .refreshing(current: painted)
        } else {
            state = .initial
        }
    }

    /// The screen title: the rocket's name once known.
    public var title: String { state.value?.name ?? "Rocket" }

    /// Fetches the rocket: from the fresh list or cache when possible, else from the network.
    ///
    /// Stale-while-revalidate: a cached rocket, even a stale one, is shown first (`refreshing` over it, or
    /// `loaded` when it is fresh and no request is needed), then replaced by the answer.
    public func load() async {
        await fetch(fromNetwork: false)
    }

    /// Fetches the rocket again from the network, keeping the current detail on screen meanwhile.
    public func refresh() async {
        await fetch(fromNetwork: true)
    }

    /// Shows the request as running, asks the repository, and keeps the answer unless a newer request started.
    private func fetch(fromNetwork: Bool) async {
        generation += 1
        let ticket = generation
        if !fromNetwork, let cached = await repository.cachedItem(id: rocketID) {
            guard ticket == generation else { return }
            let detail = RocketDetail(rocket: cached.value)
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
        let answer =
            fromNetwork ? await repository.refreshItem(id: rocketID) : await repository.item(id: rocketID)
        guard ticket == generation else { return }
        state = settle(answer.map(RocketDetail.init(rocket:)))
    }

    /// Keeps what was shown under an error that brought no cached data, and remembers loaded data for that.
    private func settle(_ answer: LoadState<RocketDetail>) -> LoadState<RocketDetail> {
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
