/// The most a picture may weigh before anything is allocated for it: a hostile file is refused, not decoded.
public struct ImageLimits: Sendable, Equatable {
    /// The largest encoded file accepted, in bytes (a download is refused past this).
    public var maxEncodedBytes: Int
    /// The largest decoded picture accepted, in pixels (width × height).
    var maxPixels: Int
    /// The most memory one decode may hold at once, in bytes: buffers are counted before they are allocated, and a
    /// picture that needs more is refused with the figures (issue 27: a 40-megapixel picture took gigabytes).
    var memoryBudget: Int
    /// The largest picture handed back: a larger one is shrunk to fit while it is decoded (area filter, aspect
    /// ratio kept; a JPEG first by its DCT, to 1/2, 1/4 or 1/8), so the full-size picture is never held.
    public var maxDecodedWidth: Int
    /// See ``maxDecodedWidth``.
    public var maxDecodedHeight: Int

    /// Creates limits; the defaults are 20 MB, 40 megapixels, a 64 MB budget and no box (full size).
    public init(
        maxEncodedBytes: Int = 20_000_000, maxPixels: Int = 40_000_000, memoryBudget: Int = 64_000_000,
        maxDecodedWidth: Int = .max, maxDecodedHeight: Int = .max
    ) {
        self.maxEncodedBytes = maxEncodedBytes
        self.maxPixels = maxPixels
        self.memoryBudget = memoryBudget
        self.maxDecodedWidth = max(1, maxDecodedWidth)
        self.maxDecodedHeight = max(1, maxDecodedHeight)
    }

    /// The defaults: 20 MB, 40 megapixels, 64 MB of memory, full size.
    public static let standard = ImageLimits()

    /// These limits with the decoded picture fitted inside `width` × `height` pixels.
    public func fitting(width: Int, height: Int) -> ImageLimits {
        var limits = self
        limits.maxDecodedWidth = max(1, width)
        limits.maxDecodedHeight = max(1, height)
        return limits
    }

    /// The size a `width` × `height` picture is decoded to: fitted inside the box keeping its aspect ratio, never
    /// enlarged (the same rounding as the picture loader's).
    func decodedSize(width: Int, height: Int) -> (width: Int, height: Int) {
        guard width > maxDecodedWidth || height > maxDecodedHeight else { return (width, height) }
        let ratio = min(Double(maxDecodedWidth) / Double(width), Double(maxDecodedHeight) / Double(height))
        guard ratio < 1 else { return (width, height) }
        return (max(1, Int((Double(width) * ratio).rounded())), max(1, Int((Double(height) * ratio).rounded())))
    }
}
