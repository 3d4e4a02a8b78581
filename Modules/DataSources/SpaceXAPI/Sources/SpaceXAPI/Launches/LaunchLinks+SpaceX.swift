import Foundation
import LaunchesCore
import RepositoryDefinitions

/// ``LaunchLinks`` as the r/SpaceX API sends it (snake_case keys, read leniently).
extension LaunchLinks: SpaceXDecodable {
    private enum SpaceXKeys: String, CodingKey {
        case patch, reddit, flickr, presskit, webcast, youtubeId, article, wikipedia
    }

    public init(spaceX decoder: any Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: SpaceXKeys.self)
        patch = try container.documentIfPresent(PatchLinks.self, forKey: .patch)
        reddit = try container.documentIfPresent(RedditLinks.self, forKey: .reddit)
        flickr = try container.document(FlickrLinks.self, forKey: .flickr, default: FlickrLinks())
        presskit = container.lenientURL(forKey: .presskit)
        webcast = container.lenientURL(forKey: .webcast)
        youtubeId = try container.decodeIfPresent(String.self, forKey: .youtubeId)
        article = container.lenientURL(forKey: .article)
        wikipedia = container.lenientURL(forKey: .wikipedia)
    }
}
