import Foundation

/// The mission patch images of a launch.
public struct PatchLinks: Sendable, Hashable {
    /// The small patch image.
    public var small: URL?
    /// The large patch image.
    public var large: URL?

    /// Creates patch links.
    public init(small: URL? = nil, large: URL? = nil) {
        self.small = small
        self.large = large
    }
}
