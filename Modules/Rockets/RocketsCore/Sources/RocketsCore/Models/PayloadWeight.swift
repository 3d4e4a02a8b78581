import Foundation

/// How much a rocket can lift to one destination, like `leo` (Low Earth Orbit).
public struct PayloadWeight: Sendable, Hashable, Identifiable {
    /// The destination's short id, like `leo`, `gto` or `mars`.
    public var id: String
    /// The destination's name, like "Low Earth Orbit".
    public var name: String
    /// The capacity in kilograms.
    public var kg: Int?
    /// The capacity in pounds.
    public var lb: Int?

    /// Creates a capacity.
    public init(id: String, name: String, kg: Int?, lb: Int?) {
        self.id = id
        self.name = name
        self.kg = kg
        self.lb = lb
    }
}
