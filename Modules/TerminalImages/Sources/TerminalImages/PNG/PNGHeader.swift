/// A PNG's IHDR chunk, validated: size, colour type, bit depth and interlacing, plus the row sizes derived
/// from them, so the decoder knows exactly how many bytes the compressed data must produce.
struct PNGHeader: Equatable {
    let width: Int
    let height: Int
    let bitDepth: Int
    /// 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA.
    let colorType: Int
    let isInterlaced: Bool

    /// Parses the 13 bytes of IHDR; throws for any combination the PNG specification does not allow.
    init(_ data: UnsafeBufferPointer<UInt8>) throws(ImageDecodingError) {
        guard data.count == 13 else { throw .malformed("PNG: IHDR is not 13 bytes") }
        func big32(_ offset: Int) -> Int {
            Int(data[offset]) << 24 | Int(data[offset + 1]) << 16 | Int(data[offset + 2]) << 8 | Int(data[offset + 3])
        }
        width = big32(0)
        height = big32(4)
        bitDepth = Int(data[8])
        colorType = Int(data[9])
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw .malformed("PNG: invalid size \(width)×\(height)")
        }
        let allowedDepths: [Int]
        switch colorType {
        case 0: allowedDepths = [1, 2, 4, 8, 16]
        case 3: allowedDepths = [1, 2, 4, 8]
        case 2, 4, 6: allowedDepths = [8, 16]
        default: throw .malformed("PNG: invalid colour type \(colorType)")
        }
        guard allowedDepths.contains(bitDepth) else {
            throw .malformed("PNG: bit depth \(bitDepth) is invalid for colour type \(colorType)")
        }
        guard data[10] == 0 else { throw .malformed("PNG: unknown compression method") }
        guard data[11] == 0 else { throw .malformed("PNG: unknown filter method") }
        guard data[12] <= 1 else { throw .malformed("PNG: unknown interlace method") }
        isInterlaced = data[12] == 1
    }

    /// Samples per pixel.
    var channels: Int {
        switch colorType {
        case 2: 3
        case 4: 2
        case 6: 4
        default: 1
        }
    }

    /// Bits per pixel.
    var bitsPerPixel: Int { channels * bitDepth }

    /// The byte distance the filters look back ("bpp" in the specification): at least 1.
    var filterStride: Int { max(1, bitsPerPixel / 8) }

    /// Bytes in a row `pixels` wide, without the filter-type byte.
    func rowBytes(pixels: Int) -> Int { (pixels * bitsPerPixel + 7) / 8 }

    /// The sub-images the data is stored as: one for a plain image, the seven Adam7 passes otherwise
    /// (empty passes left out).
    var passes: [PNGPass] {
        guard isInterlaced else { return [PNGPass(x0: 0, y0: 0, dx: 1, dy: 1, width: width, height: height)] }
        let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return adam7.compactMap { x0, y0, dx, dy in
            let passWidth = width > x0 ? (width - x0 + dx - 1) / dx : 0
            let passHeight = height > y0 ? (height - y0 + dy - 1) / dy : 0
            guard passWidth > 0, passHeight > 0 else { return nil }
            return PNGPass(x0: x0, y0: y0, dx: dx, dy: dy, width: passWidth, height: passHeight)
        }
    }

    /// How many bytes the decompressed data holds: every row of every pass, each with its filter byte.
    var decompressedCount: Int {
        passes.reduce(0) { $0 + $1.height * (1 + rowBytes(pixels: $1.width)) }
    }
}

/// One sub-image of a PNG: the pixels at (x0 + i·dx, y0 + j·dy). A plain image is a single pass with
/// dx = dy = 1.
struct PNGPass: Equatable {
    let x0: Int
    let y0: Int
    let dx: Int
    let dy: Int
    let width: Int
    let height: Int
}
