import Foundation
import LaunchesCore
import RepositoryDefinitions

/// ``LaunchFairings`` as the r/SpaceX API sends it (snake_case keys, read leniently).
extension LaunchFairings: SpaceXDecodable {
    private enum SpaceXKeys: String, CodingKey {
        case reused, recoveryAttempt, recovered, ships
    }

    public init(spaceX decoder: any Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: SpaceXKeys.self)
        reused = try container.decodeIfPresent(Bool.self, forKey: .reused)
        recoveryAttempt = try container.decodeIfPresent(Bool.self, forKey: .recoveryAttempt)
        recovered = try container.decodeIfPresent(Bool.self, forKey: .recovered)
        ships = try container.decode([String].self, forKey: .ships, default: [])
    }
}
