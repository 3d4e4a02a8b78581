import Foundation

/// One outside link of a launch, for the detail screen; only http and https links are ever offered.
public struct LaunchLink: Sendable, Hashable {
    /// What a link points to.
    public enum Kind: Sendable, Hashable {
        /// The webcast: the "watch" link.
        case webcast
        /// A news article.
        case article
        /// The Wikipedia page.
        case wikipedia
        /// The press kit.
        case presskit

        /// A label for the link.
        public var label: String {
            switch self {
            case .webcast: "Watch"
            case .article: "Article"
            case .wikipedia: "Wikipedia"
            case .presskit: "Press kit"
            }
        }
    }

    /// What the link points to.
    public let kind: Kind
    /// Where it points; always http or https.
    public let url: URL

    /// Creates a link, or nil when `url` is missing or not an http(s) address with a host.
    public init?(kind: Kind, url: URL?) {
        guard let url, Self.isWeb(url) else { return nil }
        self.kind = kind
        self.url = url
    }

    /// The links of `launch` in display order: webcast, article, Wikipedia, press kit.
    public static func links(of launch: Launch) -> [LaunchLink] {
        let links = launch.links
        return [
            LaunchLink(kind: .webcast, url: links.webcast),
            LaunchLink(kind: .article, url: links.article),
            LaunchLink(kind: .wikipedia, url: links.wikipedia),
            LaunchLink(kind: .presskit, url: links.presskit),
        ].compactMap { $0 }
    }

    /// Whether `url` is an http or https address with a host; anything else (javascript:, file:) is refused.
    public static func isWeb(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return false }
        return !(url.host ?? "").isEmpty
    }
}
