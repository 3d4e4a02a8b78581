import Foundation

/// A value guarded by a lock, for the few places where a Sendable class must keep mutable state.
// @unchecked Sendable is safe: `value` is only read or written inside `lock.withLock`.
final class LockedState<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Wraps an initial value.
    init(_ value: Value) {
        self.value = value
    }

    /// Reads or changes the value under the lock.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }
}

extension LockedState {
    /// The value, built by `make` on the first call and kept: for things built only when first needed.
    func value<Wrapped>(orMake make: () -> Wrapped) -> Wrapped where Value == Wrapped? {
        withLock { stored in
            if let stored { return stored }
            let made = make()
            stored = made
            return made
        }
    }
}
