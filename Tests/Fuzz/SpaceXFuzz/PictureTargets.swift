@testable import TerminalImages

/// Targets for the picture decoders. They decode under 1 MB and 1 megapixel (a 4 MB picture) with the standard
/// memory budget: a 40-megapixel picture, even decoded into a thumbnail's box, takes more than libFuzzer's 1 s per
/// input under AddressSanitizer (`scripts/bench` measures those).
enum PictureTargets {
    /// The limits the picture targets decode under.
    static let limits = ImageLimits(maxEncodedBytes: 1_000_000, maxPixels: 1_000_000)

    /// A thumbnail's box: decoding into it scales while decoding (PNG rows, JPEG by its DCT).
    private static let box = (width: 48, height: 24)

    /// `PNGDecoder`: a decoded picture has as many pixels as its size says, within the limits; decoded into a
    /// thumbnail's box it has the size the limits promise, and the area scaler keeps that shape.
    static func png(_ input: [UInt8]) {
        decode(input, with: PNGDecoder.decode)
    }

    /// `JPEGDecoder`, with the same checks as ``png(_:)``.
    static func jpeg(_ input: [UInt8]) {
        decode(input, with: JPEGDecoder.decode)
    }

    private static func decode(_ input: [UInt8], with decoder: ([UInt8], ImageLimits) throws -> RGBAImage) {
        guard let image = try? decoder(input, limits) else { return }
        checkShape(image)
        let boxed = limits.fitting(width: box.width, height: box.height)
        guard let thumbnail = try? decoder(input, boxed) else {
            fuzzCheck(false, "a \(image.width)×\(image.height) picture that decodes whole but not into a box")
            return
        }
        checkShape(thumbnail)
        let expected = boxed.decodedSize(width: image.width, height: image.height)
        fuzzCheck(
            thumbnail.width == expected.width && thumbnail.height == expected.height,
            "a \(image.width)×\(image.height) picture boxed to \(thumbnail.width)×\(thumbnail.height), not \(expected)")
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
