import Foundation
import LaunchesCore
import RepositoryDefinitions

/// ``PatchLinks`` as the r/SpaceX API sends it (snake_case keys, read leniently).
extension PatchLinks: SpaceXDecodable {
    private enum SpaceXKeys: String, CodingKey {
        case small, large
    }

    public init(spaceX decoder: any Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: SpaceXKeys.self)
        small = container.lenientURL(forKey: .small)
        large = container.lenientURL(forKey: .large)
    }
}
