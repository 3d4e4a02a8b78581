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
    /// The box it was shrunk to fit: a placement needing more pixels than this gets a sharper copy.
    let maxWidth: Int
    /// See ``maxWidth``.
    let maxHeight: Int

    /// `decoded`, shrunk with an area filter to fit `maxWidth` × `maxHeight` pixels when it is larger (a picture
    /// the loader shrank already while decoding it keeps its original size in `pixelWidth` × `pixelHeight`).
    init(_ decoded: RGBAImage, maxWidth: Int, maxHeight: Int) {
        pixelWidth = decoded.originalWidth
        pixelHeight = decoded.originalHeight
        self.maxWidth = max(1, maxWidth)
        self.maxHeight = max(1, maxHeight)
        let size = Self.fitted(width: decoded.width, height: decoded.height, maxWidth: maxWidth, maxHeight: maxHeight)
        image =
            size.width < decoded.width || size.height < decoded.height
            ? AreaScaler.scale(decoded, width: size.width, height: size.height) : decoded
    }

    /// Whether the kept pixels are all a box of `width` × `height` pixels can show of the picture: false when
    /// it was shrunk for a smaller box and the original has more to give.
    func covers(width: Int, height: Int) -> Bool {
        let size = Self.fitted(width: pixelWidth, height: pixelHeight, maxWidth: width, maxHeight: height)
        return image.width >= size.width && image.height >= size.height
    }

    /// A `width` × `height` picture fitted inside `maxWidth` × `maxHeight` keeping its aspect ratio, never
    /// enlarged.
    private static func fitted(width: Int, height: Int, maxWidth: Int, maxHeight: Int) -> (width: Int, height: Int) {
        let ratio = min(Double(max(1, maxWidth)) / Double(width), Double(max(1, maxHeight)) / Double(height))
        guard ratio < 1 else { return (width, height) }
        return (max(1, Int((Double(width) * ratio).rounded())), max(1, Int((Double(height) * ratio).rounded())))
    }
}
