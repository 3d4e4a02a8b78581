import Foundation
import RepositoryDefinitions

/// Photos of a launchpad; entries that are not URLs are dropped.
public struct LaunchpadImages: Sendable, Hashable, Codable {
    /// Large photos.
    public var large: [URL]

    /// Creates launchpad images.
    public init(large: [URL] = []) {
        self.large = large
    }

    private enum CodingKeys: String, CodingKey {
        case large
    }

    public init(from decoder: any Decoder) throws {
        large = try decoder.container(keyedBy: CodingKeys.self).lenientURLs(forKey: .large)
    }
}
