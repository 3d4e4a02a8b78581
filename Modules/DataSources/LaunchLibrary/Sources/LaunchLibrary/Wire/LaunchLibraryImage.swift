import Foundation
import RepositoryDefinitions

/// An image: a plain URL string in 2.2.0 (`"image": "https://…"`), an object `{image_url, thumbnail_url, credit,
/// license}` in 2.3.0. Both decode to the same value.
struct LaunchLibraryImage: Decodable, Sendable, Hashable {
    /// The full-size image.
    var url: URL?
    /// A smaller rendition; 2.2.0 has none.
    var thumbnailURL: URL?
    /// Who to credit, when given.
    var credit: String?

    /// Creates an image.
    init(url: URL?, thumbnailURL: URL? = nil, credit: String? = nil) {
        self.url = url
        self.thumbnailURL = thumbnailURL
        self.credit = credit
    }

    private enum CodingKeys: String, CodingKey {
        case imageURL = "image_url"
        case thumbnailURL = "thumbnail_url"
        case credit
    }

    init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            self.init(url: WebAddress.url(from: text))
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            url: container.lenientURL(forKey: .imageURL), thumbnailURL: container.lenientURL(forKey: .thumbnailURL),
            credit: container.lenient(String.self, forKey: .credit))
    }
}
