import Foundation

/// Where a screen's data stands: what the views render and what tests observe.
///
/// `failed` keeps whatever was cached so a screen can keep showing it under a "stale" notice.
public enum LoadState<Value: Sendable>: Sendable {
    /// Nothing was asked for yet.
    case initial
    /// The first load is running and there is nothing to show.
    case loading
    /// A reload is running over data already on screen.
    case refreshing(current: Value)
    /// Data is on screen, with where it came from.
    case loaded(Value, freshness: Freshness)
    /// The load failed; `cached` is what can still be shown, if anything.
    case failed(RepositoryError, cached: CachedValue<Value>?)

    /// The data a view can show in this state, if any.
    public var value: Value? {
        switch self {
        case .initial, .loading: nil
        case .refreshing(let current): current
        case .loaded(let value, _): value
        case .failed(_, let cached): cached?.value
        }
    }

    /// Whether a request for this state is running.
    public var isLoading: Bool {
        switch self {
        case .loading, .refreshing: true
        case .initial, .loaded, .failed: false
        }
    }

    /// The error of a failed state.
    public var error: RepositoryError? {
        if case .failed(let error, _) = self { error } else { nil }
    }

    /// Where the shown data came from, when data is shown.
    public var freshness: Freshness? {
        switch self {
        case .loaded(_, let freshness): freshness
        case .failed(_, let cached?): .cached(storedAt: cached.storedAt)
        case .initial, .loading, .refreshing, .failed: nil
        }
    }

    /// The same state with its value transformed, for views that show a projection of the data.
    public func map<Other: Sendable>(_ transform: (Value) -> Other) -> LoadState<Other> {
        switch self {
        case .initial: .initial
        case .loading: .loading
        case .refreshing(let current): .refreshing(current: transform(current))
        case .loaded(let value, let freshness): .loaded(transform(value), freshness: freshness)
        case .failed(let error, let cached):
            .failed(error, cached: cached.map { CachedValue(value: transform($0.value), storedAt: $0.storedAt) })
        }
    }
}

extension LoadState: Equatable where Value: Equatable {}
