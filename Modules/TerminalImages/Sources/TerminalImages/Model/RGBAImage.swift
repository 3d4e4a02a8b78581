/// A decoded picture: 8-bit RGBA pixels, row-major, top row first, no padding between rows.
///
/// Every decoder produces this one shape so that scaling and the terminal encoders need no knowledge of the
/// source format.
public struct RGBAImage: Sendable, Equatable {
    /// Width in pixels (at least 1).
    public let width: Int
    /// Height in pixels (at least 1).
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha for each pixel.
    public var pixels: [UInt8]
    /// The picture's width in its file, before the decoder shrank it to fit ``ImageLimits/maxDecodedWidth``
    /// (`width` when it did not): what its aspect ratio and the cells reserved for it are computed from.
    public let originalWidth: Int
    /// See ``originalWidth``.
    public let originalHeight: Int

    /// Wraps already-decoded pixels; `pixels.count` must be `width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.init(width: width, height: height, pixels: pixels, originalWidth: width, originalHeight: height)
    }

    /// Wraps pixels shrunk from an `originalWidth` × `originalHeight` picture.
    init(width: Int, height: Int, pixels: [UInt8], originalWidth: Int, originalHeight: Int) {
        precondition(width > 0 && height > 0 && pixels.count == width * height * 4, "RGBAImage: size mismatch")
        self.width = width
        self.height = height
        self.pixels = pixels
        self.originalWidth = originalWidth
        self.originalHeight = originalHeight
    }

    /// The same pixels, remembered as shrunk from an `width` × `height` picture.
    func shrunk(from width: Int, _ height: Int) -> RGBAImage {
        RGBAImage(width: self.width, height: self.height, pixels: pixels, originalWidth: width, originalHeight: height)
    }
}
