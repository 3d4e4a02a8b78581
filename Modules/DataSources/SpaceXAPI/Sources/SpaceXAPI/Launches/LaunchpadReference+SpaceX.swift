import Foundation
import LaunchesCore
import RepositoryDefinitions

/// ``LaunchpadReference`` as the r/SpaceX API sends it (snake_case keys, read leniently).
extension LaunchpadReference: SpaceXPopulatable {
    private enum SpaceXKeys: String, CodingKey {
        case id, name, fullName, locality, region, timezone
    }

    /// Decodes the populated `{name, full_name, locality, region, timezone, id}`.
    public init(populatedSpaceX decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: SpaceXKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            name: try container.decodeIfPresent(String.self, forKey: .name),
            fullName: try container.decodeIfPresent(String.self, forKey: .fullName),
            locality: try container.decodeIfPresent(String.self, forKey: .locality),
            region: try container.decodeIfPresent(String.self, forKey: .region),
            timezone: try container.decodeIfPresent(String.self, forKey: .timezone))
    }
}
