/// Why a picture could not be decoded: every decoder (PNG, JPEG, inflate) throws only this type, so callers
/// can show one quiet line of reason and never crash on a malformed, truncated or hostile file.
enum ImageDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data ends before the picture is complete.
    case truncated
    /// The data breaks the format's rules; the text says which rule (e.g. "PNG: bad CRC in IDAT").
    case malformed(String)
    /// A legal file this decoder does not handle (e.g. arithmetic-coded JPEG).
    case unsupported(String)
    /// The file or the decoded picture is over the configured `ImageLimits`; the text gives the sizes.
    case tooLarge(String)
    /// The data starts with neither a PNG signature nor a JPEG start-of-image marker.
    case unknownFormat

    /// A short human-readable reason, suitable for one line under the picture's alt text.
    public var description: String {
        switch self {
        case .truncated: "the picture file is cut short"
        case .malformed(let why): "the picture file is damaged (\(why))"
        case .unsupported(let what): "this kind of picture is not supported (\(what))"
        case .tooLarge(let what): "the picture is too large (\(what))"
        case .unknownFormat: "not a PNG or JPEG picture"
        }
    }
}
