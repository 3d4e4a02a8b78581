import Foundation

/// A titled web address a detail lists and can open ("Wikipedia", "Photo 2"): the focusable element of a link.
public struct DetailLink: Hashable, Sendable {
    /// What the link is.
    public let title: String
    /// Where it goes.
    public let url: URL

    /// Creates a link.
    public init(title: String, url: URL) {
        self.title = title
        self.url = url
    }

    /// A link, as a focus order lists it.
    public static func link(title: String, url: URL) -> DetailLink {
        DetailLink(title: title, url: url)
    }
}
