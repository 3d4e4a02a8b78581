import Foundation
import RepositoryDefinitions

/// The mission patch images of a launch.
public struct PatchLinks: Sendable, Hashable, Codable {
    /// The small patch image.
    public var small: URL?
    /// The large patch image.
    public var large: URL?

    /// Creates patch links.
    public init(small: URL? = nil, large: URL? = nil) {
        self.small = small
        self.large = large
    }

    private enum CodingKeys: String, CodingKey {
        case small, large
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        small = container.lenientURL(forKey: .small)
        large = container.lenientURL(forKey: .large)
    }
}
