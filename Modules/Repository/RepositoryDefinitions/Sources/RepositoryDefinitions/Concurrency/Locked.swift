import Foundation

/// A value guarded by a lock: the one lock type of the workspace, for the few `Sendable` classes that must keep
/// mutable state (a client's last warning, a lazily built service, a spy's recorded calls).
///
/// Every access goes through ``withLock(_:)``, so callers can never touch the value unguarded; keep the closures
/// short and never `await` inside them (they cannot: the closure is synchronous).
// @unchecked Sendable is safe: `value` is private and only read or written inside `lock.withLock`, so no two
// threads ever reach it at once; NSLock itself is thread-safe.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Wraps an initial value.
    public init(_ value: Value) {
        self.value = value
    }

    /// Reads or changes the value under the lock, returning what `body` returns.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }

    /// A copy of the current value; setting it replaces the value under the lock.
    public var current: Value {
        get { withLock { $0 } }
        set { withLock { $0 = newValue } }
    }
}

extension Locked {
    /// The value, built by `make` on the first call and kept: for things built only when first needed.
    ///
    /// `make` runs under the lock, so it is built once even when several threads ask at the same time.
    public func value<Wrapped>(orMake make: () -> Wrapped) -> Wrapped where Value == Wrapped? {
        withLock { stored in
            if let stored { return stored }
            let made = make()
            stored = made
            return made
        }
    }
}
