import Foundation
import RepositoryDefinitions
import RocketsCore

/// ``Mass`` as the r/SpaceX API sends it (snake_case keys, read leniently).
extension Mass: SpaceXDecodable {
    private enum SpaceXKeys: String, CodingKey {
        case kg, lb
    }

    /// Decodes leniently: a missing, null or malformed field becomes nil instead of an error.
    public init(spaceX decoder: any Decoder) throws {
        self.init(kg: nil, lb: nil)
        let container = try decoder.container(keyedBy: SpaceXKeys.self)
        kg = ServerNumber.amount(container.lenientInt(forKey: .kg))
        lb = ServerNumber.amount(container.lenientInt(forKey: .lb))
    }
}
