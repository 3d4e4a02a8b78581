import Foundation

/// The size of the nose cone that protects a payload during ascent.
public struct CompositeFairing: Sendable, Hashable {
    /// The fairing's height.
    public var height: Dimension?
    /// The fairing's diameter.
    public var diameter: Dimension?

    /// Creates a fairing.
    public init(height: Dimension?, diameter: Dimension?) {
        self.height = height
        self.diameter = diameter
    }
}
