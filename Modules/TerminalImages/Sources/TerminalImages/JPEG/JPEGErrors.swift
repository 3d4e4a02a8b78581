/// Builds every error the JPEG decoder throws, in one place, so that each failure has a typed cause and a
/// short human-readable reason.
enum JPEGErrors {
    /// The file ends before the picture is complete.
    static func truncated() -> ImageDecodingError {
        .truncated
    }

    /// The file breaks the JPEG rules (bad marker, bad table, bad Huffman code…).
    static func malformed(_ why: String) -> ImageDecodingError {
        .malformed("JPEG: " + why)
    }

    /// A legal JPEG that this decoder does not handle (arithmetic coding, 12-bit, lossless, CMYK…).
    static func unsupported(_ what: String) -> ImageDecodingError {
        .unsupported("JPEG: " + what)
    }

    /// The file or picture is bigger than the configured limits.
    static func tooLarge(_ what: String) -> ImageDecodingError {
        .tooLarge("JPEG: " + what)
    }
}
