import Foundation
import LaunchesCore
import RepositoryDefinitions

/// ``LaunchFailure`` as the r/SpaceX API sends it: `{time, altitude, reason}`, each optional.
extension LaunchFailure: SpaceXDecodable {
    private enum SpaceXKeys: String, CodingKey {
        case time, altitude, reason
    }

    public init(spaceX decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: SpaceXKeys.self)
        self.init(
            time: try container.decodeIfPresent(Int.self, forKey: .time),
            altitude: try container.decodeIfPresent(Int.self, forKey: .altitude),
            reason: try container.decodeIfPresent(String.self, forKey: .reason))
    }
}
