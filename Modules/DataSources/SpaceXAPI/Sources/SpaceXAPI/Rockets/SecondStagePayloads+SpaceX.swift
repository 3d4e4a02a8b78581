import Foundation
import RepositoryDefinitions
import RocketsCore

/// ``SecondStagePayloads`` as the r/SpaceX API sends it (snake_case keys, read leniently).
extension SecondStagePayloads: SpaceXDecodable {
    private enum SpaceXKeys: String, CodingKey {
        case option1, compositeFairing
    }

    /// Decodes leniently: a missing, null or malformed field becomes nil instead of an error.
    public init(spaceX decoder: any Decoder) throws {
        self.init(option1: nil, compositeFairing: nil)
        let container = try decoder.container(keyedBy: SpaceXKeys.self)
        option1 = container.lenient(String.self, forKey: .option1)
        compositeFairing = container.lenientDocument(CompositeFairing.self, forKey: .compositeFairing)
    }
}
