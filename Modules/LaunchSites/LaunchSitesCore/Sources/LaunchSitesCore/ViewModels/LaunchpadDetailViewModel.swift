import Foundation
import Observation
import RepositoryDefinitions

/// Drives the launch-site detail: asks the repository for the site (one request, rockets named in it) and exposes
/// the answer as a ``LaunchpadDetail``.
///
/// Stale-while-revalidate: a cached site is shown at once (`loaded` when fresh, else `refreshing` over it); when a
/// fetch fails, whatever was on screen stays as cached data under the error.
@MainActor
@Observable
public final class LaunchpadDetailViewModel {
    /// The API id of the site shown.
    public let launchpadID: String
    /// What the screen shows.
    public private(set) var state: LoadState<LaunchpadDetail> = .initial
    private let repository: any PaginatedRepository<Launchpad, LaunchpadFilter>
    private let now: () -> Date
    @ObservationIgnored private var generation = 0

    /// Creates the view model for `launchpadID`.
    public init(
        launchpadID: String, repository: any PaginatedRepository<Launchpad, LaunchpadFilter>,
        now: @escaping () -> Date = { Date() }
    ) {
        self.launchpadID = launchpadID
        self.repository = repository
        self.now = now
    }

    /// The screen title: the site's short name once known.
    public var title: String { state.value?.name ?? "Launch site" }

    /// Fetches the site: from the cache when fresh, else from the network over whatever the cache has.
    public func load() async {
        generation += 1
        let ticket = generation
        if let cached = await repository.cachedItem(id: launchpadID) {
            guard ticket == generation else { return }
            let detail = LaunchpadDetail(launchpad: cached.value)
            if cached.isFresh {
                state = .loaded(detail, freshness: cached.freshness)
                return
            }
            state = .refreshing(current: detail)
        } else {
            state = state.value.map { .refreshing(current: $0) } ?? .loading
        }
        await settle(repository.item(id: launchpadID), ticket: ticket)
    }

    /// Fetches the site again from the network, keeping the current detail on screen meanwhile.
    public func refresh() async {
        generation += 1
        let ticket = generation
        state = state.value.map { .refreshing(current: $0) } ?? .loading
        await settle(repository.refreshItem(id: launchpadID), ticket: ticket)
    }

    /// Keeps `answer` unless a newer request started; an error without cached data keeps what was shown.
    private func settle(_ answer: LoadState<Launchpad>, ticket: Int) {
        guard ticket == generation else { return }
        let shown = state.value
        let mapped = answer.map(LaunchpadDetail.init(launchpad:))
        if case .failed(let error, nil) = mapped, let shown {
            state = .failed(error, cached: CachedValue(value: shown, storedAt: now()))
        } else {
            state = mapped
        }
    }
}
