/// Decodes PNG files into 8-bit RGBA, in pure Swift: every colour type, bit depths 1–16, palette and tRNS
/// transparency, Adam7 interlacing, all five filters, with CRC and Adler-32 checks.
///
/// Hostile input is safe: the file and picture sizes are checked against `ImageLimits` before pixels are
/// allocated, decompression cannot produce more than the picture needs, and every failure is an
/// `ImageDecodingError`.
enum PNGDecoder {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Decodes `bytes`, a whole PNG file; throws `ImageDecodingError` if it is malformed, truncated,
    /// unsupported or over `limits`. 16-bit samples keep their high byte.
    public static func decode(_ bytes: [UInt8], limits: ImageLimits = .standard) throws -> RGBAImage {
        guard bytes.count <= limits.maxEncodedBytes else {
            throw ImageDecodingError.tooLarge("\(bytes.count) bytes is over the limit of \(limits.maxEncodedBytes)")
        }
        return try bytes.withUnsafeBufferPointer { (file) throws(ImageDecodingError) in
            try decode(file: file, limits: limits)
        }
    }

    private static func decode(
        file: UnsafeBufferPointer<UInt8>, limits: ImageLimits
    ) throws(ImageDecodingError) -> RGBAImage {
        let container = try PNGContainer(file, limits: limits)
        let header = container.header
        let filtered = try inflate(container, file: file)
        let expander = PNGPixelExpander(
            header: header, paletteBytes: container.palette, transparency: container.transparency)
        var failure: ImageDecodingError?
        let pixels = [UInt8](unsafeUninitializedCapacity: header.width * header.height * 4) { output, initialized in
            do throws(ImageDecodingError) {
                try reconstruct(filtered, header: header, expander: expander, into: output)
                initialized = output.count
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return RGBAImage(width: header.width, height: header.height, pixels: pixels)
    }

    /// The decompressed, still filtered rows of all passes.
    private static func inflate(
        _ container: PNGContainer, file: UnsafeBufferPointer<UInt8>
    ) throws(ImageDecodingError) -> [UInt8] {
        let expected = container.header.decompressedCount
        var failure: ImageDecodingError?
        let result = [UInt8](unsafeUninitializedCapacity: expected) { output, initialized in
            do throws(ImageDecodingError) {
                let written: Int
                if container.imageData.count == 1 {
                    written = try ZlibInflater.inflate(
                        UnsafeBufferPointer(rebasing: file[container.imageData[0]]), into: output)
                } else {
                    var joined: [UInt8] = []
                    joined.reserveCapacity(container.imageData.reduce(0) { $0 + $1.count })
                    for range in container.imageData { joined.append(contentsOf: file[range]) }
                    written = try joined.withUnsafeBufferPointer { (source) throws(ImageDecodingError) in
                        try ZlibInflater.inflate(source, into: output)
                    }
                }
                guard written == expected else { throw .malformed("PNG: image data ends early") }
                initialized = written
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return result
    }

    /// Unfilters every row of every pass in place and writes its pixels to their places in `output`.
    private static func reconstruct(
        _ filtered: consuming [UInt8], header: PNGHeader, expander: PNGPixelExpander,
        into output: UnsafeMutableBufferPointer<UInt8>
    ) throws(ImageDecodingError) {
        guard let outputBase = output.baseAddress else { return }
        let stride = header.filterStride
        let zeroRow = [UInt8](repeating: 0, count: header.rowBytes(pixels: header.width) + 1)
        try filtered.withUnsafeMutableBufferPointer { (raw) throws(ImageDecodingError) in
            try zeroRow.withUnsafeBufferPointer { (zeros) throws(ImageDecodingError) in
                guard let rawBase = raw.baseAddress, let zeroBase = zeros.baseAddress else { return }
                var offset = 0
                for pass in header.passes {
                    let rowBytes = header.rowBytes(pixels: pass.width)
                    var prior = zeroBase
                    for passRow in 0..<pass.height {
                        let row = rawBase + offset + 1
                        try PNGUnfilter.unfilter(
                            type: rawBase[offset], row: row, prior: prior, count: rowBytes, stride: stride)
                        let y = pass.y0 + passRow * pass.dy
                        expander.expand(
                            row: row, pixels: pass.width, into: outputBase + (y * header.width + pass.x0) * 4,
                            step: pass.dx * 4)
                        prior = UnsafePointer(row)
                        offset += 1 + rowBytes
                    }
                }
            }
        }
    }
}
