import Foundation

/// The r/SpaceX threads about a launch.
public struct RedditLinks: Sendable, Hashable {
    /// The launch campaign thread.
    public var campaign: URL?
    /// The launch-day thread.
    public var launch: URL?
    /// The media thread.
    public var media: URL?
    /// The recovery thread.
    public var recovery: URL?

    /// Creates Reddit links.
    public init(campaign: URL? = nil, launch: URL? = nil, media: URL? = nil, recovery: URL? = nil) {
        self.campaign = campaign
        self.launch = launch
        self.media = media
        self.recovery = recovery
    }
}
