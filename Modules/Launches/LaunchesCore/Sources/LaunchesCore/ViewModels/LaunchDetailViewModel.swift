import Foundation
import Observation
import RepositoryDefinitions

/// The launch detail screen: paints the list's data at once, then the full launch from one request.
@MainActor
@Observable
public final class LaunchDetailViewModel {
    /// The launch shown.
    public let launchId: String
    /// The launch currently shown: the list's partial copy first, then the full document.
    public private(set) var launch: Launch?
    /// Whether ``launch`` is the full document rather than the list's fields.
    public private(set) var isComplete = false
    /// Whether a request is running.
    public private(set) var isLoading = false
    /// Why the last request failed, until the next one succeeds.
    public private(set) var error: RepositoryError?
    /// Where the full launch came from, once it arrived.
    public private(set) var freshness: Freshness?

    private let repository: any PaginatedRepository<Launch, LaunchFilter>
    private let now: @Sendable () -> Date
    @ObservationIgnored private var generation = 0

    /// Creates the view model. Without a `preview`, the launch is taken from the list the repository holds.
    public init(
        launchId: String, repository: any PaginatedRepository<Launch, LaunchFilter>,
        preview: Launch? = nil, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.launchId = launchId
        self.repository = repository
        self.now = now
        launch = preview ?? repository.state.value?.first { $0.id == launchId }
    }

    /// Where the launch stands, as a ``LoadState``: `refreshing` over what is shown while a request runs (or
    /// before the first one), `loaded` with its freshness, `failed` keeping what is shown as cached data.
    public var state: LoadState<Launch> {
        guard let launch else {
            if isLoading { return .loading }
            return error.map { .failed($0, cached: nil) } ?? .initial
        }
        if let error, !isLoading {
            return .failed(error, cached: CachedValue(value: launch, storedAt: Self.storedAt(of: freshness) ?? now()))
        }
        guard !isLoading, let freshness else { return .refreshing(current: launch) }
        return .loaded(launch, freshness: freshness)
    }

    /// The detail to render, in the list's time zone; nil until something is known about the launch.
    public var detail: LaunchDetail? {
        guard let launch else { return nil }
        return LaunchPresenter(timeZone: repository.filter.timeZone, now: now())
            .detail(for: launch, isComplete: isComplete)
    }

    /// How often the detail changes with the clock alone (its countdown ticks: every second, or every minute when
    /// only the hour is known); nil when nothing shown depends on the time, so the browser stays idle. Asked on
    /// the browser's timer, so it derives only the countdown, not the whole detail.
    public var clockInterval: TimeInterval? {
        guard let launch else { return nil }
        let moment = now()
        return LaunchCountdown(launch: launch, status: LaunchStatus(launch: launch, now: moment), now: moment)?
            .refreshInterval
    }

    /// Fetches the full launch (from the cache when fresh), keeping what is shown meanwhile.
    ///
    /// Stale-while-revalidate: a cached full launch, even a stale one, replaces the list's partial copy at once
    /// (``state`` is `refreshing` over it), then the answer replaces it; a fresh one needs no request at all.
    public func load() async {
        await run(fromNetwork: false)
    }

    /// Fetches the full launch again from the network.
    public func refresh() async {
        await run(fromNetwork: true)
    }

    /// Runs one request and applies its answer unless a newer request started meanwhile.
    private func run(fromNetwork: Bool) async {
        generation += 1
        let current = generation
        isLoading = true
        if !fromNetwork, let cached = await repository.cachedItem(id: launchId) {
            guard current == generation else { return }
            show(cached.value, freshness: cached.freshness)
            if cached.isFresh {
                isLoading = false
                return
            }
        }
        let result =
            fromNetwork ? await repository.refreshItem(id: launchId) : await repository.item(id: launchId)
        guard current == generation else { return }
        isLoading = false
        apply(result)
    }

    private func apply(_ result: LoadState<Launch>) {
        switch result {
        case .loaded(let loaded, let freshness):
            show(loaded, freshness: freshness)
        case .refreshing(let current):
            show(current, freshness: freshness)
        case .failed(let failure, let cached):
            if let cached { show(cached.value, freshness: .cached(storedAt: cached.storedAt)) }
            if failure != .cancelled { error = failure }
        case .initial, .loading:
            break
        }
    }

    private static func storedAt(of freshness: Freshness?) -> Date? {
        if case .cached(let storedAt)? = freshness { storedAt } else { nil }
    }

    private func show(_ loaded: Launch, freshness: Freshness?) {
        launch = loaded
        isComplete = true
        self.freshness = freshness
        error = nil
    }
}
