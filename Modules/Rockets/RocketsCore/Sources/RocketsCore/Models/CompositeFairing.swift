import Foundation
import RepositoryDefinitions

/// The size of the nose cone that protects a payload during ascent.
public struct CompositeFairing: Codable, Sendable, Hashable {
    /// The fairing's height.
    public var height: Dimension?
    /// The fairing's diameter.
    public var diameter: Dimension?

    /// Creates a fairing.
    public init(height: Dimension?, diameter: Dimension?) {
        self.height = height
        self.diameter = diameter
    }

    private enum CodingKeys: String, CodingKey {
        case height, diameter
    }

    /// Decodes leniently: a missing, null or malformed field becomes nil instead of an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        height = container.lenient(Dimension.self, forKey: .height)
        diameter = container.lenient(Dimension.self, forKey: .diameter)
    }
}
