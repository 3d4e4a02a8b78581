import Foundation
import LaunchesCore
import RepositoryDefinitions

/// ``LaunchCore`` as the r/SpaceX API sends it (snake_case keys, read leniently).
extension LaunchCore: SpaceXDecodable {
    private enum SpaceXKeys: String, CodingKey {
        case core, flight, gridfins, legs, reused, landingAttempt, landingSuccess, landingType, landpad
    }

    public init(spaceX decoder: any Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: SpaceXKeys.self)
        core = try container.decodeIfPresent(String.self, forKey: .core)
        flight = ServerNumber.count(try container.decodeIfPresent(Int.self, forKey: .flight))
        gridfins = try container.decodeIfPresent(Bool.self, forKey: .gridfins)
        legs = try container.decodeIfPresent(Bool.self, forKey: .legs)
        reused = try container.decodeIfPresent(Bool.self, forKey: .reused)
        landingAttempt = try container.decodeIfPresent(Bool.self, forKey: .landingAttempt)
        landingSuccess = try container.decodeIfPresent(Bool.self, forKey: .landingSuccess)
        landingType = (try? container.documentIfPresent(LandingType.self, forKey: .landingType)) ?? nil
        landpad = try container.decodeIfPresent(String.self, forKey: .landpad)
    }
}
