import Foundation
import RepositoryDefinitions
import RocketsCore

/// ``Engines`` as the r/SpaceX API sends it (snake_case keys, read leniently).
extension Engines: SpaceXDecodable {
    private enum SpaceXKeys: String, CodingKey {
        case number, type, version, layout, engineLossMax, propellant1, propellant2, isp, thrustSeaLevel
        case thrustVacuum, thrustToWeight
    }

    /// Decodes leniently: a missing, null or malformed field becomes nil instead of an error.
    public init(spaceX decoder: any Decoder) throws {
        self.init(
            number: nil, type: nil, version: nil, layout: nil, engineLossMax: nil, propellant1: nil, propellant2: nil,
            isp: nil, thrustSeaLevel: nil, thrustVacuum: nil, thrustToWeight: nil)
        let container = try decoder.container(keyedBy: SpaceXKeys.self)
        number = ServerNumber.amount(container.lenientInt(forKey: .number))
        type = container.lenient(String.self, forKey: .type)
        version = container.lenient(String.self, forKey: .version)
        layout = container.lenient(String.self, forKey: .layout)
        engineLossMax = ServerNumber.amount(container.lenientInt(forKey: .engineLossMax))
        propellant1 = container.lenient(String.self, forKey: .propellant1)
        propellant2 = container.lenient(String.self, forKey: .propellant2)
        isp = container.lenientDocument(SpecificImpulse.self, forKey: .isp)
        thrustSeaLevel = container.lenientDocument(Thrust.self, forKey: .thrustSeaLevel)
        thrustVacuum = container.lenientDocument(Thrust.self, forKey: .thrustVacuum)
        thrustToWeight = ServerNumber.measure(container.lenient(Double.self, forKey: .thrustToWeight))
    }
}
