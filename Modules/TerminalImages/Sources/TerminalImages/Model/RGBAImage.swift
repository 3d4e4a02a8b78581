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

    /// Wraps already-decoded pixels; `pixels.count` must be `width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height * 4, "RGBAImage: size mismatch")
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
