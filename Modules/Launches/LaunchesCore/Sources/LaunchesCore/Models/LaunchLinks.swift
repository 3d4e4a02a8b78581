import Foundation

/// Everything a launch links to: patch, photos, webcast, articles.
///
/// Every field may be absent (a `select`ed list document keeps only `links.patch.small`); bad URLs become nil.
public struct LaunchLinks: Sendable, Hashable {
    /// The mission patch images.
    public var patch: PatchLinks?
    /// The r/SpaceX threads.
    public var reddit: RedditLinks?
    /// Photos on Flickr.
    public var flickr: FlickrLinks
    /// The press kit.
    public var presskit: URL?
    /// The webcast, usually on YouTube: the "watch" link.
    public var webcast: URL?
    /// Whether the webcast is streaming now (a live source says so; the frozen r/SpaceX data never does).
    public var webcastIsLive = false
    /// The YouTube video id of the webcast.
    public var youtubeId: String?
    /// A news article about the launch.
    public var article: URL?
    /// The Wikipedia page of the mission.
    public var wikipedia: URL?

    /// Creates links; everything defaults to absent.
    public init(
        patch: PatchLinks? = nil, reddit: RedditLinks? = nil, flickr: FlickrLinks = FlickrLinks(),
        presskit: URL? = nil, webcast: URL? = nil, youtubeId: String? = nil, article: URL? = nil,
        wikipedia: URL? = nil
    ) {
        self.patch = patch
        self.reddit = reddit
        self.flickr = flickr
        self.presskit = presskit
        self.webcast = webcast
        self.youtubeId = youtubeId
        self.article = article
        self.wikipedia = wikipedia
    }
}
