import Foundation

/// The live jitter source for retry backoff: a uniform random number in `0..<1` from the system generator.
public enum SystemRandom {
    /// A new value in `0..<1` on every call.
    public static let unitInterval: @Sendable () -> Double = { Double.random(in: 0..<1) }
}
