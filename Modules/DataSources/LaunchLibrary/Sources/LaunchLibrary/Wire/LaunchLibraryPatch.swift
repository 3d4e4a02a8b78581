import Foundation
import RepositoryDefinitions

/// A mission patch (`mission_patches[]`): its picture as `image_url` (2.2.0) or an `image` object (2.3.0).
struct LaunchLibraryPatch: Decodable {
    /// The patch picture.
    let url: URL?

    private enum CodingKeys: String, CodingKey {
        case imageURL = "image_url"
        case image
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        url =
            container.lenient(LaunchLibraryImage.self, forKey: .image)?.url
            ?? container.lenientURL(forKey: .imageURL)
    }
}
