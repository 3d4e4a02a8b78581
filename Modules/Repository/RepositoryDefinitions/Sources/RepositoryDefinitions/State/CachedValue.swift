import Foundation

/// Data kept from an earlier answer, with when the API sent it.
public struct CachedValue<Value: Sendable>: Sendable {
    /// The cached data.
    public let value: Value
    /// When the API sent it.
    public let storedAt: Date

    /// Creates a cached value.
    public init(value: Value, storedAt: Date) {
        self.value = value
        self.storedAt = storedAt
    }
}

extension CachedValue: Equatable where Value: Equatable {}
