@testable import TerminalImages

/// Targets for the picture decoders. They decode under 1 MB and 1 megapixel (a 4 MB picture): the documented 40
/// megapixels need more than libFuzzer's 256 MB and 1 s per input (issue 27 item 4, decoding under a memory
/// budget, is its own work).
enum PictureTargets {
    /// The limits the picture targets decode under.
    static let limits = ImageLimits(maxEncodedBytes: 1_000_000, maxPixels: 1_000_000)

    /// `PNGDecoder`: a decoded picture has as many pixels as its size says, within the limits; scaled to a
    /// thumbnail it keeps that shape.
    static func png(_ input: [UInt8]) {
        guard let image = try? PNGDecoder.decode(input, limits: limits) else { return }
        checkShape(image)
    }

    /// `JPEGDecoder`, with the same checks as ``png(_:)``.
    static func jpeg(_ input: [UInt8]) {
        guard let image = try? JPEGDecoder.decode(input, limits: limits) else { return }
        checkShape(image)
    }

    /// `ZlibInflater`: what inflates within 1 MB inflates to the same bytes into a buffer of exactly its size, and
    /// is refused by a buffer one byte smaller.
    static func zlib(_ input: [UInt8]) {
        guard let output = try? ZlibInflater.inflate(input, maximumCount: 1 << 20) else { return }
        let exact = try? ZlibInflater.inflate(input, maximumCount: output.count)
        fuzzCheck(exact == output, "a different inflation into a buffer of exactly its size")
        if !output.isEmpty {
            let short = try? ZlibInflater.inflate(input, maximumCount: output.count - 1)
            fuzzCheck(short == nil, "\(output.count) bytes fit in \(output.count - 1)")
        }
    }

    private static func checkShape(_ image: RGBAImage) {
        fuzzCheck(image.width > 0 && image.height > 0, "a picture of \(image.width)×\(image.height)")
        fuzzCheck(image.width * image.height <= limits.maxPixels, "a picture over the pixel limit")
        fuzzCheck(image.pixels.count == image.width * image.height * 4, "pixels do not match the size")
        let thumbnail = AreaScaler.scale(image, width: min(image.width, 8), height: min(image.height, 4))
        fuzzCheck(
            thumbnail.pixels.count == thumbnail.width * thumbnail.height * 4,
            "a thumbnail whose pixels do not match its size")
    }
}
