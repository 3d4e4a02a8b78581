/// Decodes baseline and progressive JPEG files (greyscale or YCbCr, any 1–4 sampling factors, restart
/// markers) into 8-bit RGBA, in pure Swift.
///
/// Hostile input is safe: sizes are checked against `ImageLimits` before anything is allocated, every loop
/// is bounded by the input or the frame size, and every failure is a typed error.
enum JPEGDecoder {
    /// Decodes `bytes`, a whole JPEG file; throws if it is malformed, truncated, unsupported or too large.
    public static func decode(_ bytes: [UInt8], limits: ImageLimits = .standard) throws -> RGBAImage {
        try decode(bytes, limits: limits, budget: DecodeBudget(limit: limits.memoryBudget))
    }

    /// ``decode(_:limits:)`` counting what it holds in `budget` (for the tests, which read its peak).
    static func decode(_ bytes: [UInt8], limits: ImageLimits, budget: DecodeBudget) throws -> RGBAImage {
        guard bytes.count <= limits.maxEncodedBytes else {
            throw JPEGErrors.tooLarge("\(bytes.count) bytes is over the limit of \(limits.maxEncodedBytes)")
        }
        return try bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count >= 2 else { throw JPEGErrors.truncated() }
            return try JPEGFrameReader(base: base, count: buffer.count, limits: limits, budget: budget).decode()
        }
    }
}
