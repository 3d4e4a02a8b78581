import Foundation

/// A launchpad's `images`: its large photos; entries that are not web addresses are dropped.
public struct LaunchpadPhotos: Sendable, Hashable, Codable {
    /// Large photos.
    public var large: [URL]

    /// Creates the photos.
    public init(large: [URL] = []) {
        self.large = large
    }

    private enum CodingKeys: String, CodingKey {
        case large
    }

    /// Decodes the addresses leniently.
    public init(from decoder: any Decoder) throws {
        large = try decoder.container(keyedBy: CodingKeys.self).lenientURLs(forKey: .large)
    }
}
