import Foundation

/// A launchpad's photos: the large ones; entries that are not web addresses are dropped.
public struct LaunchpadPhotos: Sendable, Hashable {
    /// Large photos.
    public var large: [URL]

    /// Creates the photos.
    public init(large: [URL] = []) {
        self.large = large
    }
}
