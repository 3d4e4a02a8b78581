import Foundation

/// Launch Library's rate limit as the fake plays it: a sliding hour per caller (anonymous, or per key), counting
/// every answered API request except `/api-throttle/`.
// @unchecked Sendable: `uses` is only read and written while holding `lock`.
public final class LaunchLibraryThrottle: @unchecked Sendable {
    /// The window the limit counts in.
    public static let window: TimeInterval = 3600

    /// What `/api-throttle/` reports for a caller.
    public struct Status: Sendable, Equatable {
        /// Requests allowed per window.
        public var limit: Int
        /// Requests counted in the current window.
        public var currentUse: Int
        /// Seconds until the next request is allowed (0 when one is allowed now).
        public var nextUseSeconds: Int
    }

    private let lock = NSLock()
    private var uses: [String: [Date]] = [:]

    /// An empty throttle.
    public init() {}

    /// Counts a request by `caller` at `now` when fewer than `limit` were counted in the last hour and returns
    /// nil; otherwise counts nothing and returns the whole seconds until a request is allowed.
    func admit(_ caller: String, limit: Int, now: Date) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        let recent = (uses[caller] ?? []).filter { now.timeIntervalSince($0) < Self.window }
        guard recent.count >= limit else {
            uses[caller] = recent + [now]
            return nil
        }
        uses[caller] = recent
        return Self.wait(recent, limit: limit, now: now)
    }

    /// What `/api-throttle/` reports for `caller`; counts nothing.
    func status(_ caller: String, limit: Int, now: Date) -> Status {
        lock.lock()
        defer { lock.unlock() }
        let recent = (uses[caller] ?? []).filter { now.timeIntervalSince($0) < Self.window }
        let wait = recent.count >= limit ? Self.wait(recent, limit: limit, now: now) : 0
        return Status(limit: limit, currentUse: recent.count, nextUseSeconds: wait)
    }

    /// Forgets every counted request.
    public func reset() {
        lock.lock()
        uses.removeAll()
        lock.unlock()
    }

    /// Seconds until enough of `recent` (oldest first) leave the window for one more request, at least 1.
    private static func wait(_ recent: [Date], limit: Int, now: Date) -> Int {
        let freeing = recent[max(0, recent.count - max(limit, 1))]
        return max(1, Int((window - now.timeIntervalSince(freeing)).rounded(.up)))
    }
}
