import Foundation
import LaunchSitesCore
import RepositoryDefinitions

/// ``LaunchpadPhotos`` as the r/SpaceX API sends it (snake_case keys, read leniently).
extension LaunchpadPhotos: SpaceXDecodable {
    private enum SpaceXKeys: String, CodingKey {
        case large
    }

    /// Decodes the addresses leniently.
    public init(spaceX decoder: any Decoder) throws {
        self.init()
        large = try decoder.container(keyedBy: SpaceXKeys.self).lenientURLs(forKey: .large)
    }
}
