import Foundation
import LaunchesCore
import RepositoryDefinitions

/// ``RocketReference`` as the r/SpaceX API sends it (snake_case keys, read leniently).
extension RocketReference: SpaceXPopulatable {
    private enum SpaceXKeys: String, CodingKey {
        case id, name, type
    }

    /// Decodes the populated `{name, type, id}`.
    public init(populatedSpaceX decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: SpaceXKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            name: try container.decodeIfPresent(String.self, forKey: .name),
            type: try container.decodeIfPresent(String.self, forKey: .type))
    }
}
