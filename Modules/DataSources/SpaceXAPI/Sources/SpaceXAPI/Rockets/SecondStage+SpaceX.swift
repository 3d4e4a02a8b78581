import Foundation
import RepositoryDefinitions
import RocketsCore

/// ``SecondStage`` as the r/SpaceX API sends it (snake_case keys, read leniently).
extension SecondStage: SpaceXDecodable {
    private enum SpaceXKeys: String, CodingKey {
        case reusable, engines, fuelAmountTons, burnTimeSec, thrust, payloads
    }

    /// Decodes leniently: a missing, null or malformed field becomes nil instead of an error.
    public init(spaceX decoder: any Decoder) throws {
        self.init(reusable: nil, engines: nil, fuelAmountTons: nil, burnTimeSec: nil, thrust: nil, payloads: nil)
        let container = try decoder.container(keyedBy: SpaceXKeys.self)
        reusable = container.lenient(Bool.self, forKey: .reusable)
        engines = ServerNumber.amount(container.lenientInt(forKey: .engines))
        fuelAmountTons = ServerNumber.measure(container.lenient(Double.self, forKey: .fuelAmountTons))
        burnTimeSec = ServerNumber.amount(container.lenientInt(forKey: .burnTimeSec))
        thrust = container.lenientDocument(Thrust.self, forKey: .thrust)
        payloads = container.lenientDocument(SecondStagePayloads.self, forKey: .payloads)
    }
}
