import Foundation
import RepositoryDefinitions

/// A length given in both units, as the API sends heights and diameters; either may be unknown (`null`).
public struct Dimension: Codable, Sendable, Hashable {
    /// The length in meters.
    public var meters: Double?
    /// The length in feet.
    public var feet: Double?

    /// Creates a length.
    public init(meters: Double?, feet: Double?) {
        self.meters = meters
        self.feet = feet
    }

    private enum CodingKeys: String, CodingKey {
        case meters, feet
    }

    /// Decodes leniently: a missing, null or malformed field becomes nil instead of an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        meters = container.lenient(Double.self, forKey: .meters)
        feet = container.lenient(Double.self, forKey: .feet)
    }
}
