import Foundation
import RepositoryDefinitions
import RocketsCore

/// ``CompositeFairing`` as the r/SpaceX API sends it (snake_case keys, read leniently).
extension CompositeFairing: SpaceXDecodable {
    private enum SpaceXKeys: String, CodingKey {
        case height, diameter
    }

    /// Decodes leniently: a missing, null or malformed field becomes nil instead of an error.
    public init(spaceX decoder: any Decoder) throws {
        self.init(height: nil, diameter: nil)
        let container = try decoder.container(keyedBy: SpaceXKeys.self)
        height = container.lenientDocument(RocketsCore.Dimension.self, forKey: .height)
        diameter = container.lenientDocument(RocketsCore.Dimension.self, forKey: .diameter)
    }
}
