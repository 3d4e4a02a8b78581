import Foundation

/// A value guarded by a lock, so a spy can be read and written from tests and from the code under test at once.
// @unchecked Sendable is safe: `value` is only read or written inside `lock.withLock`.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Wraps an initial value.
    public init(_ value: Value) {
        self.value = value
    }

    /// Reads or changes the value under the lock.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }

    /// A copy of the current value.
    public var current: Value {
        get { withLock { $0 } }
        set { withLock { $0 = newValue } }
    }
}
