import Foundation
import RepositoryDefinitions

/// One webcast or information page of a launch (`vidURLs`/`infoURLs` in 2.2.0, `vid_urls`/`info_urls` in 2.3.0).
struct LaunchLibraryLink: Decodable, Sendable, Hashable {
    /// The address.
    var url: URL?
    /// Lower comes first.
    var priority: Int?
    /// The page's title.
    var title: String?
    /// The kind (`Official Webcast`, `Official Page`, …).
    var kind: String?
    /// Whether this stream is live now (`vid_urls[].live`).
    var live: Bool?

    /// Creates a link.
    init(url: URL?, priority: Int? = nil, title: String? = nil, kind: String? = nil) {
        self.url = url
        self.priority = priority
        self.title = title
        self.kind = kind
    }

    private enum CodingKeys: String, CodingKey { case url, priority, title, type, live }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        url = container.lenientURL(forKey: .url)
        priority = container.lenientInt(forKey: .priority)
        title = container.lenient(String.self, forKey: .title)
        kind = container.lenient(LaunchLibraryCode.self, forKey: .type)?.name
        live = container.lenient(Bool.self, forKey: .live)
    }
}
