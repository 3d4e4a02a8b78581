import Foundation
import RepositoryDefinitions
import RocketsCore

/// ``Thrust`` as the r/SpaceX API sends it (snake_case keys, read leniently).
extension Thrust: SpaceXDecodable {
    private enum SpaceXKeys: String, CodingKey {
        case kN, lbf
    }

    /// Decodes leniently: a missing, null or malformed field becomes nil instead of an error.
    public init(spaceX decoder: any Decoder) throws {
        self.init(kN: nil, lbf: nil)
        let container = try decoder.container(keyedBy: SpaceXKeys.self)
        kN = ServerNumber.measure(container.lenient(Double.self, forKey: .kN))
        lbf = ServerNumber.measure(container.lenient(Double.self, forKey: .lbf))
    }
}
