import Foundation

/// One labelled value of a rocket's specification, like "Height: 70 m (229.6 ft)".
public struct RocketFact: Sendable, Hashable {
    /// What the value is, like "Height".
    public var label: String
    /// The value as text, "—" when unknown.
    public var value: String

    /// Creates a fact.
    public init(_ label: String, _ value: String) {
        self.label = label
        self.value = value
    }
}
