import Foundation
import LaunchesCore
import RepositoryDefinitions

/// ``FlickrLinks`` as the r/SpaceX API sends it (snake_case keys, read leniently).
extension FlickrLinks: SpaceXDecodable {
    private enum SpaceXKeys: String, CodingKey {
        case small, original
    }

    public init(spaceX decoder: any Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: SpaceXKeys.self)
        small = container.lenientURLs(forKey: .small)
        original = container.lenientURLs(forKey: .original)
    }
}
