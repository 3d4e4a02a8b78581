import Foundation

/// A clock tests set and move by hand, so an hour of throttling passes without waiting.
// @unchecked Sendable: `current` is only read and written while holding `lock`.
public final class FakeClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    /// A clock showing `start`.
    public init(_ start: Date) {
        current = start
    }

    /// The time it shows.
    public var now: Date {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    /// Moves the clock on by `seconds`.
    public func advance(by seconds: TimeInterval) {
        lock.lock()
        current = current.addingTimeInterval(seconds)
        lock.unlock()
    }
}
