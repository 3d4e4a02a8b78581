import Foundation
import RepositoryDefinitions
import RocketsCore

/// ``FirstStage`` as the r/SpaceX API sends it (snake_case keys, read leniently).
extension FirstStage: SpaceXDecodable {
    private enum SpaceXKeys: String, CodingKey {
        case reusable, engines, fuelAmountTons, burnTimeSec, thrustSeaLevel, thrustVacuum
    }

    /// Decodes leniently: a missing, null or malformed field becomes nil instead of an error.
    public init(spaceX decoder: any Decoder) throws {
        self.init(
            reusable: nil, engines: nil, fuelAmountTons: nil, burnTimeSec: nil, thrustSeaLevel: nil, thrustVacuum: nil)
        let container = try decoder.container(keyedBy: SpaceXKeys.self)
        reusable = container.lenient(Bool.self, forKey: .reusable)
        engines = ServerNumber.amount(container.lenientInt(forKey: .engines))
        fuelAmountTons = ServerNumber.measure(container.lenient(Double.self, forKey: .fuelAmountTons))
        burnTimeSec = ServerNumber.amount(container.lenientInt(forKey: .burnTimeSec))
        thrustSeaLevel = container.lenientDocument(Thrust.self, forKey: .thrustSeaLevel)
        thrustVacuum = container.lenientDocument(Thrust.self, forKey: .thrustVacuum)
    }
}
