import Foundation
import RepositoryDefinitions
import RocketsCore

/// ``Dimension`` as the r/SpaceX API sends it (snake_case keys, read leniently).
extension RocketsCore.Dimension: SpaceXDecodable {
    private enum SpaceXKeys: String, CodingKey {
        case meters, feet
    }

    /// Decodes leniently: a missing, null or malformed field becomes nil instead of an error.
    public init(spaceX decoder: any Decoder) throws {
        self.init(meters: nil, feet: nil)
        let container = try decoder.container(keyedBy: SpaceXKeys.self)
        meters = ServerNumber.measure(container.lenient(Double.self, forKey: .meters))
        feet = ServerNumber.measure(container.lenient(Double.self, forKey: .feet))
    }
}
