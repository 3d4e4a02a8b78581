/// Decodes PNG files into 8-bit RGBA, in pure Swift (placeholder until the full decoder lands).
public enum PNGDecoder {
    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Decodes `bytes`, a whole PNG file.
    public static func decode(_ bytes: [UInt8], limits: ImageLimits = .standard) throws -> RGBAImage {
        throw ImageDecodingError.unsupported("PNG: not yet implemented")
    }
}
