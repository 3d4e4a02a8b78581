/// Turns one unfiltered PNG row of any colour type and bit depth into 8-bit RGBA pixels, applying the
/// palette and tRNS transparency; 16-bit samples keep their high byte, and 1-, 2- and 4-bit grey is scaled
/// to the full 0–255 range.
struct PNGPixelExpander {
    private let header: PNGHeader
    /// 256 RGBA entries for palette images (missing entries are opaque black).
    private let palette: [UInt8]
    /// The tRNS grey sample, or RGB samples, that mean "transparent" (in the file's bit depth).
    private let transparentKey: (Int, Int, Int)?

    /// Prepares the expansion; `paletteBytes` is PLTE's data (RGB triples) and `transparency` tRNS's data.
    init(header: PNGHeader, paletteBytes: [UInt8]?, transparency: [UInt8]?) {
        self.header = header
        var palette = [UInt8](repeating: 0, count: 256 * 4)
        for index in 0..<256 { palette[index * 4 + 3] = 255 }
        if let paletteBytes {
            for index in 0..<min(paletteBytes.count / 3, 256) {
                palette[index * 4] = paletteBytes[index * 3]
                palette[index * 4 + 1] = paletteBytes[index * 3 + 1]
                palette[index * 4 + 2] = paletteBytes[index * 3 + 2]
            }
        }
        var key: (Int, Int, Int)?
        if let transparency {
            func sample(_ index: Int) -> Int { Int(transparency[index]) << 8 | Int(transparency[index + 1]) }
            switch header.colorType {
            case 3:
                for (index, alpha) in transparency.prefix(256).enumerated() { palette[index * 4 + 3] = alpha }
            case 0 where transparency.count >= 2:
                let grey = sample(0)
                key = (grey, grey, grey)
            case 2 where transparency.count >= 6:
                key = (sample(0), sample(2), sample(4))
            default:
                break
            }
        }
        self.palette = palette
        self.transparentKey = key
    }

    /// Writes `pixels` RGBA pixels from `row` to `output`, `step` bytes apart (4 for a plain row, more for an
    /// Adam7 pass).
    func expand(row: UnsafePointer<UInt8>, pixels: Int, into output: UnsafeMutablePointer<UInt8>, step: Int) {
        let depth = header.bitDepth
        switch (header.colorType, depth) {
        case (6, 8):
            if step == 4 {
                output.update(from: row, count: pixels * 4)
            } else {
                for index in 0..<pixels {
                    let source = row + index * 4
                    let target = output + index * step
                    target[0] = source[0]
                    target[1] = source[1]
                    target[2] = source[2]
                    target[3] = source[3]
                }
            }
        case (6, _):
            for index in 0..<pixels {
                let source = row + index * 8
                let target = output + index * step
                target[0] = source[0]
                target[1] = source[2]
                target[2] = source[4]
                target[3] = source[6]
            }
        case (2, 8):
            if let (keyRed, keyGreen, keyBlue) = transparentKey {
                for index in 0..<pixels {
                    let source = row + index * 3
                    let target = output + index * step
                    target[0] = source[0]
                    target[1] = source[1]
                    target[2] = source[2]
                    let isKey = Int(source[0]) == keyRed && Int(source[1]) == keyGreen && Int(source[2]) == keyBlue
                    target[3] = isKey ? 0 : 255
                }
            } else {
                for index in 0..<pixels {
                    let source = row + index * 3
                    let target = output + index * step
                    target[0] = source[0]
                    target[1] = source[1]
                    target[2] = source[2]
                    target[3] = 255
                }
            }
        case (2, _):
            let (keyRed, keyGreen, keyBlue) = transparentKey ?? (-1, -1, -1)
            for index in 0..<pixels {
                let source = row + index * 6
                let target = output + index * step
                target[0] = source[0]
                target[1] = source[2]
                target[2] = source[4]
                let isKey =
                    Int(source[0]) << 8 | Int(source[1]) == keyRed && Int(source[2]) << 8 | Int(source[3]) == keyGreen
                    && Int(source[4]) << 8 | Int(source[5]) == keyBlue
                target[3] = isKey ? 0 : 255
            }
        case (4, 8):
            for index in 0..<pixels {
                let source = row + index * 2
                let target = output + index * step
                target[0] = source[0]
                target[1] = source[0]
                target[2] = source[0]
                target[3] = source[1]
            }
        case (4, _):
            for index in 0..<pixels {
                let source = row + index * 4
                let target = output + index * step
                target[0] = source[0]
                target[1] = source[0]
                target[2] = source[0]
                target[3] = source[2]
            }
        case (0, 16):
            let key = transparentKey?.0 ?? -1
            for index in 0..<pixels {
                let source = row + index * 2
                let target = output + index * step
                target[0] = source[0]
                target[1] = source[0]
                target[2] = source[0]
                target[3] = Int(source[0]) << 8 | Int(source[1]) == key ? 0 : 255
            }
        case (0, _):
            let key = transparentKey?.0 ?? -1
            let scale = 255 / ((1 << depth) - 1)
            for index in 0..<pixels {
                let sample = Self.sample(row, index: index, depth: depth)
                let grey = UInt8(truncatingIfNeeded: sample * scale)
                let target = output + index * step
                target[0] = grey
                target[1] = grey
                target[2] = grey
                target[3] = sample == key ? 0 : 255
            }
        default:  // palette
            palette.withUnsafeBufferPointer { table in
                for index in 0..<pixels {
                    let entry = Self.sample(row, index: index, depth: depth) * 4
                    let target = output + index * step
                    target[0] = table[entry]
                    target[1] = table[entry + 1]
                    target[2] = table[entry + 2]
                    target[3] = table[entry + 3]
                }
            }
        }
    }

    /// The `index`-th sample of a row of `depth`-bit samples (1, 2, 4 or 8), packed most significant first.
    @inline(__always)
    private static func sample(_ row: UnsafePointer<UInt8>, index: Int, depth: Int) -> Int {
        if depth == 8 { return Int(row[index]) }
        let bit = index * depth
        let shift = 8 - depth - (bit & 7)
        return (Int(row[bit >> 3]) >> shift) & ((1 << depth) - 1)
    }
}
