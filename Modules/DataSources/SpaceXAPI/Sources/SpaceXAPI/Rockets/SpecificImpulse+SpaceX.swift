import Foundation
import RepositoryDefinitions
import RocketsCore

/// ``SpecificImpulse`` as the r/SpaceX API sends it (snake_case keys, read leniently).
extension SpecificImpulse: SpaceXDecodable {
    private enum SpaceXKeys: String, CodingKey {
        case seaLevel, vacuum
    }

    /// Decodes leniently: a missing, null or malformed field becomes nil instead of an error.
    public init(spaceX decoder: any Decoder) throws {
        self.init(seaLevel: nil, vacuum: nil)
        let container = try decoder.container(keyedBy: SpaceXKeys.self)
        seaLevel = ServerNumber.amount(container.lenientInt(forKey: .seaLevel))
        vacuum = ServerNumber.amount(container.lenientInt(forKey: .vacuum))
    }
}
