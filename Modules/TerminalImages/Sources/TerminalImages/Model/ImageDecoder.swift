import Foundation

/// The one entry point for decoding a picture file: it recognises PNG and JPEG by their first bytes and hands
/// the file to the matching decoder, so callers never need to know the format.
public enum ImageDecoder {
    /// The formats `decode` recognises.
    public enum Format: Sendable, Equatable {
        case png
        case jpeg
    }

    /// The format `bytes` starts with, or nil when it is neither PNG nor JPEG.
    public static func format(of bytes: [UInt8]) -> Format? {
        if bytes.count >= PNGDecoder.signature.count,
            Array(bytes[0..<PNGDecoder.signature.count]) == PNGDecoder.signature
        {
            return .png
        }
        if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF {
            return .jpeg
        }
        return nil
    }

    /// Decodes a whole PNG or JPEG file into 8-bit RGBA; throws `ImageDecodingError` for anything else,
    /// anything damaged, and anything over `limits` (checked before the pixels are allocated).
    public static func decode(_ bytes: [UInt8], limits: ImageLimits = .standard) throws -> RGBAImage {
        guard bytes.count <= limits.maxEncodedBytes else {
            throw ImageDecodingError.tooLarge("\(bytes.count) bytes is over the limit of \(limits.maxEncodedBytes)")
        }
        switch format(of: bytes) {
        case .png: return try PNGDecoder.decode(bytes, limits: limits)
        case .jpeg: return try JPEGDecoder.decode(bytes, limits: limits)
        case nil: throw ImageDecodingError.unknownFormat
        }
    }

    /// Decodes a whole PNG or JPEG file held in `Data`; see `decode(_:limits:)` for `[UInt8]`.
    public static func decode(_ data: Data, limits: ImageLimits = .standard) throws -> RGBAImage {
        guard data.count <= limits.maxEncodedBytes else {
            throw ImageDecodingError.tooLarge("\(data.count) bytes is over the limit of \(limits.maxEncodedBytes)")
        }
        return try decode([UInt8](data), limits: limits)
    }
}
