import Foundation

/// An engine's specific impulse in seconds, at sea level and in vacuum.
public struct SpecificImpulse: Sendable, Hashable {
    /// Seconds at sea level.
    public var seaLevel: Int?
    /// Seconds in vacuum.
    public var vacuum: Int?

    /// Creates a specific impulse.
    public init(seaLevel: Int?, vacuum: Int?) {
        self.seaLevel = seaLevel
        self.vacuum = vacuum
    }
}
