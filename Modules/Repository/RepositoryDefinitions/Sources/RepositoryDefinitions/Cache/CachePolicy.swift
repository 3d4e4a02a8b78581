import Foundation

/// How a request may use the response cache.
public enum CachePolicy: Sendable, Hashable {
    /// Answer from a fresh cache entry without a request; otherwise ask the network. What screens use.
    case returnFreshElseLoad
    /// Always ask the network and store the answer. What refresh uses.
    case reload
    /// Never touch the network; answer from the cache however old, or throw ``RepositoryError/notCached``.
    /// What offline mode and the first paint of stale-while-revalidate use.
    case cacheOnly
}
