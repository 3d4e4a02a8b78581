import Foundation

/// A value guarded by a lock, for the few app objects shared with callbacks on other threads.
// @unchecked Sendable is safe: `value` is only read or written inside `lock.withLock`.
final class Mutexed<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }
}
