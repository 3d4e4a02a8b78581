import Foundation

/// A mass given in kilograms and pounds, as the API sends a rocket's lift-off mass.
public struct Mass: Sendable, Hashable {
    /// The mass in kilograms.
    public var kg: Int?
    /// The mass in pounds.
    public var lb: Int?

    /// Creates a mass.
    public init(kg: Int?, lb: Int?) {
        self.kg = kg
        self.lb = lb
    }
}
