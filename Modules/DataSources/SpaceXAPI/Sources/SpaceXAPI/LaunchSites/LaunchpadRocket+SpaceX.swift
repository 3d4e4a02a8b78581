import Foundation
import LaunchSitesCore
import RepositoryDefinitions

/// ``LaunchpadRocket`` as the r/SpaceX API sends it (snake_case keys, read leniently).
extension LaunchpadRocket: SpaceXPopulatable {
    private enum SpaceXKeys: String, CodingKey {
        case id, name
    }

    /// Decodes the populated `{name, id}`; a name that is not a string is dropped.
    public init(populatedSpaceX decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: SpaceXKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id), name: container.lenient(String.self, forKey: .name))
    }
}
