import Foundation
import RepositoryDefinitions

/// The launch's photos on Flickr; entries that are not URLs are dropped.
public struct FlickrLinks: Sendable, Hashable, Codable {
    /// Small photos.
    public var small: [URL]
    /// Full-size photos.
    public var original: [URL]

    /// Creates Flickr links.
    public init(small: [URL] = [], original: [URL] = []) {
        self.small = small
        self.original = original
    }

    private enum CodingKeys: String, CodingKey {
        case small, original
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        small = container.lenientURLs(forKey: .small)
        original = container.lenientURLs(forKey: .original)
    }
}
