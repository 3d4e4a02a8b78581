import Foundation

/// How long a saved answer stays fresh, per kind of answer, for APIs that send no validators (no ETag, no
/// Cache-Control): each kind gets a fixed lifetime (say, minutes for things that change by the hour, days for
/// settled history), and an answer is used without a request while it is younger than that.
public struct FreshnessLifetimes<Kind: Hashable & Sendable>: Sendable {
    /// The lifetime of each kind named.
    public var lifetimes: [Kind: TimeInterval]
    /// The lifetime of a kind not named.
    public var fallback: TimeInterval

    /// Creates lifetimes; negative lifetimes count as zero.
    public init(_ lifetimes: [Kind: TimeInterval], fallback: TimeInterval = 0) {
        self.lifetimes = lifetimes.mapValues { max(0, $0) }
        self.fallback = max(0, fallback)
    }

    /// The lifetime of `kind`.
    public func lifetime(of kind: Kind) -> TimeInterval {
        lifetimes[kind] ?? fallback
    }

    /// A cache entry for an answer of `kind` received at `storedAt`, fresh for that kind's lifetime.
    public func entry(_ body: Data, of kind: Kind, storedAt: Date) -> CacheEntry {
        CacheEntry(body: body, storedAt: storedAt, maxAge: lifetime(of: kind))
    }

    /// Whether an answer of `kind` saved at `storedAt` is still fresh at `now`, by ``CacheEntry/isFresh(at:)``'s
    /// rule.
    public func isFresh(_ kind: Kind, storedAt: Date, now: Date) -> Bool {
        entry(Data(), of: kind, storedAt: storedAt).isFresh(at: now)
    }
}
