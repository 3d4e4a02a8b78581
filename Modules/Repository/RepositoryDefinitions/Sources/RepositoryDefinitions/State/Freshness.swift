import Foundation

/// Where loaded data came from, so screens can say "cached 3 min ago" and never pass the built-in archive off as live.
public enum Freshness: Sendable, Equatable, Hashable {
    /// Fetched from the API just now.
    case live
    /// Read from the response cache; `storedAt` is when the API sent it.
    case cached(storedAt: Date)
    /// The built-in archive (the API's data as of its last update, built into the binary), used when nothing
    /// else is available.
    case builtInArchive

    /// The age of cached data at `now`, or nil when it is not cached.
    public func age(at now: Date) -> TimeInterval? {
        if case .cached(let storedAt) = self { max(0, now.timeIntervalSince(storedAt)) } else { nil }
    }
}
