import Foundation

/// The launch's photos on Flickr; entries that are not URLs are dropped.
public struct FlickrLinks: Sendable, Hashable {
    /// Small photos.
    public var small: [URL]
    /// Full-size photos.
    public var original: [URL]

    /// Creates Flickr links.
    public init(small: [URL] = [], original: [URL] = []) {
        self.small = small
        self.original = original
    }
}
