import Foundation

/// The legs a booster lands on; Falcon 1 has none (`number: 0`, `material: null`).
public struct LandingLegs: Sendable, Hashable {
    /// How many legs.
    public var number: Int?
    /// What they are made of, like "carbon fiber".
    public var material: String?

    /// Creates a landing-legs description.
    public init(number: Int?, material: String?) {
        self.number = number
        self.material = material
    }
}
