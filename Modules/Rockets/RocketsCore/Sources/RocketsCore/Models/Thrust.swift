import Foundation

/// A thrust given in kilonewtons and pound-force.
public struct Thrust: Sendable, Hashable {
    /// The thrust in kilonewtons.
    public var kN: Double?
    /// The thrust in pound-force.
    public var lbf: Double?

    /// Creates a thrust.
    public init(kN: Double?, lbf: Double?) {
        self.kN = kN
        self.lbf = lbf
    }
}
