/// The most a picture may weigh before anything is allocated for it: a hostile file is refused, not decoded.
public struct ImageLimits: Sendable, Equatable {
    /// The largest encoded file accepted, in bytes (a download is refused past this).
    public var maxEncodedBytes: Int
    /// The largest decoded picture accepted, in pixels (width × height).
    var maxPixels: Int

    /// Creates limits; the defaults are 20 MB and 40 megapixels.
    public init(maxEncodedBytes: Int = 20_000_000, maxPixels: Int = 40_000_000) {
        self.maxEncodedBytes = maxEncodedBytes
        self.maxPixels = maxPixels
    }

    /// The defaults: 20 MB and 40 megapixels.
    public static let standard = ImageLimits()
}
