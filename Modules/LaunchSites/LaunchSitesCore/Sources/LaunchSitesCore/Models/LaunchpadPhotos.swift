import Foundation

/// A launchpad's `images`: its large photos; entries that are not web addresses are dropped.
public struct LaunchpadPhotos: Sendable, Hashable {
    /// Large photos.
    public var large: [URL]

    /// Creates the photos.
    public init(large: [URL] = []) {
        self.large = large
    }
}
