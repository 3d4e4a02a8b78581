import TerminalImages

/// A decoded picture kept for drawing: shrunk right after decoding to at most the pixels the largest placement can
/// show, with the original size kept for the aspect ratio the screens reserve cells by.
///
/// A 1600 × 1200 photo decodes to 7.7 MB of RGBA; a full-width detail picture on an 80-column terminal of
/// 10 × 20 px cells needs at most 800 × 320 px, a sixth of that, so only the small copy is kept.
struct PreparedPicture: Sendable {
    /// The pixels, at most `maxWidth` × `maxHeight` (the aspect ratio kept).
    let image: RGBAImage
    /// The decoded width before shrinking.
    let pixelWidth: Int
    /// The decoded height before shrinking.
    let pixelHeight: Int

    /// `decoded`, shrunk with an area filter to fit `maxWidth` × `maxHeight` pixels when it is larger.
    init(_ decoded: RGBAImage, maxWidth: Int, maxHeight: Int) {
        pixelWidth = decoded.width
        pixelHeight = decoded.height
        let ratio = min(
            Double(max(1, maxWidth)) / Double(decoded.width), Double(max(1, maxHeight)) / Double(decoded.height))
        guard ratio < 1 else {
            image = decoded
            return
        }
        image = AreaScaler.scale(
            decoded, width: max(1, Int((Double(decoded.width) * ratio).rounded())),
            height: max(1, Int((Double(decoded.height) * ratio).rounded())))
    }
}
