import Foundation

/// A decoded answer with where it came from and whether it is still within its freshness lifetime.
public struct Fetched<Value: Sendable>: Sendable {
    /// The decoded data.
    public let value: Value
    /// Live, cached (with when it was stored) or sample.
    public let freshness: Freshness
    /// Whether the data is within its freshness lifetime, so a screen needs no new request.
    public let isFresh: Bool

    /// Creates an answer.
    public init(value: Value, freshness: Freshness, isFresh: Bool) {
        self.value = value
        self.freshness = freshness
        self.isFresh = isFresh
    }

    /// An answer just fetched from the network.
    public static func live(_ value: Value) -> Fetched { Fetched(value: value, freshness: .live, isFresh: true) }
}

extension Fetched: Equatable where Value: Equatable {}
