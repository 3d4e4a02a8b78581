import Foundation
import RepositoryDefinitions

/// An engine's specific impulse in seconds, at sea level and in vacuum.
public struct SpecificImpulse: Codable, Sendable, Hashable {
    /// Seconds at sea level.
    public var seaLevel: Int?
    /// Seconds in vacuum.
    public var vacuum: Int?

    /// Creates a specific impulse.
    public init(seaLevel: Int?, vacuum: Int?) {
        self.seaLevel = seaLevel
        self.vacuum = vacuum
    }

    private enum CodingKeys: String, CodingKey {
        case seaLevel, vacuum
    }

    /// Decodes leniently: a missing, null or malformed field becomes nil instead of an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        seaLevel = container.lenientInt(forKey: .seaLevel)
        vacuum = container.lenientInt(forKey: .vacuum)
    }
}
