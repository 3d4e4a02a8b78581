import Foundation
import LaunchesCore
import RepositoryDefinitions

/// ``RedditLinks`` as the r/SpaceX API sends it (snake_case keys, read leniently).
extension RedditLinks: SpaceXDecodable {
    private enum SpaceXKeys: String, CodingKey {
        case campaign, launch, media, recovery
    }

    public init(spaceX decoder: any Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: SpaceXKeys.self)
        campaign = container.lenientURL(forKey: .campaign)
        launch = container.lenientURL(forKey: .launch)
        media = container.lenientURL(forKey: .media)
        recovery = container.lenientURL(forKey: .recovery)
    }
}
