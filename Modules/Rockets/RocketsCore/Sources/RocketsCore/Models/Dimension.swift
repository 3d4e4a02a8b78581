import Foundation

/// A length given in both units, as the API sends heights and diameters; either may be unknown (`null`).
public struct Dimension: Sendable, Hashable {
    /// The length in meters.
    public var meters: Double?
    /// The length in feet.
    public var feet: Double?

    /// Creates a length.
    public init(meters: Double?, feet: Double?) {
        self.meters = meters
        self.feet = feet
    }
}
