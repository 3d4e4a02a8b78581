import Foundation
import RepositoryDefinitions
import RocketsCore

/// ``LandingLegs`` as the r/SpaceX API sends it (snake_case keys, read leniently).
extension LandingLegs: SpaceXDecodable {
    private enum SpaceXKeys: String, CodingKey {
        case number, material
    }

    /// Decodes leniently: a missing, null or malformed field becomes nil instead of an error.
    public init(spaceX decoder: any Decoder) throws {
        self.init(number: nil, material: nil)
        let container = try decoder.container(keyedBy: SpaceXKeys.self)
        number = ServerNumber.amount(container.lenientInt(forKey: .number))
        material = container.lenient(String.self, forKey: .material)
    }
}
