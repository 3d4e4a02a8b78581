import Foundation
import LaunchSitesCore
import RepositoryDefinitions

/// ``Launchpad`` as the r/SpaceX API sends it (snake_case keys, read leniently).
extension Launchpad: SpaceXDecodable {
    private enum SpaceXKeys: String, CodingKey {
        case id, name, fullName, locality, region, timezone, latitude, longitude, launchAttempts, launchSuccesses
        case rockets, status, details, images
    }

    /// Decodes leniently; only the id is required.
    public init(spaceX decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: SpaceXKeys.self)
        self.init(id: try container.decode(String.self, forKey: .id))
        name = container.lenient(String.self, forKey: .name)
        fullName = container.lenient(String.self, forKey: .fullName)
        locality = container.lenient(String.self, forKey: .locality)
        region = container.lenient(String.self, forKey: .region)
        timezone = container.lenient(String.self, forKey: .timezone)
        latitude = ServerNumber.within(-90...90, container.lenient(Double.self, forKey: .latitude))
        longitude = ServerNumber.within(-180...180, container.lenient(Double.self, forKey: .longitude))
        launchAttempts = ServerNumber.count(container.lenient(Int.self, forKey: .launchAttempts))
        launchSuccesses = ServerNumber.count(container.lenient(Int.self, forKey: .launchSuccesses))
        rockets = container.lossyDocuments(of: LaunchpadRocket.self, forKey: .rockets)
        status = container.lenient(String.self, forKey: .status)
        details = container.lenient(String.self, forKey: .details)
        images = container.lenientDocument(LaunchpadPhotos.self, forKey: .images)
    }
}
