/// Turns decoded sample planes into RGBA: upsamples subsampled chroma the way libjpeg does by default
/// ("fancy", triangular upsampling for 2:1 ratios, replication otherwise) and converts YCbCr to RGB with
/// libjpeg's fixed-point tables, so the output matches the reference decoder.
enum JPEGColorConverter {
    private static let scaleBits = 16
    private static let oneHalf = 1 << (scaleBits - 1)

    private static func fix(_ value: Double) -> Int { Int(value * Double(1 << scaleBits) + 0.5) }

    /// Converts `components` (1: grey; 3: YCbCr, or RGB when `isRGB`) into a `width`×`height` picture.
    static func convert(
        components: [JPEGComponent], width: Int, height: Int, maxHorizontal: Int, maxVertical: Int, isRGB: Bool
    ) -> RGBAImage {
        let pixelCount = width * height
        let pixels = [UInt8](unsafeUninitializedCapacity: pixelCount * 4) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let output = UnsafeMutableRawPointer(base)
            if components.count == 1 {
                let component = components[0]
                for y in 0..<height {
                    let row = component.plane + y * component.stride
                    let out = output + y * width * 4
                    for x in 0..<width {
                        let value = UInt32(row[x])
                        let pixel = value | value &<< 8 | value &<< 16 | 0xFF00_0000
                        out.storeBytes(of: pixel.littleEndian, toByteOffset: x &* 4, as: UInt32.self)
                    }
                }
            } else {
                convertColour(
                    components, width: width, height: height, maxHorizontal: maxHorizontal,
                    maxVertical: maxVertical, isRGB: isRGB, output: output)
            }
            initialized = pixelCount * 4
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    private static func convertColour(
        _ components: [JPEGComponent], width: Int, height: Int, maxHorizontal: Int, maxVertical: Int, isRGB: Bool,
        output: UnsafeMutableRawPointer
    ) {
        let rowCapacity = width + 64
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: rowCapacity * 3)
        scratch.initialize(repeating: 0, count: rowCapacity * 3)
        let tables = UnsafeMutablePointer<Int32>.allocate(capacity: 256 * 4)
        let sumStorage = UnsafeMutablePointer<Int16>.allocate(capacity: rowCapacity + 32)
        sumStorage.initialize(repeating: 0, count: rowCapacity + 32)
        let sums = sumStorage + 8
        defer {
            scratch.deallocate()
            tables.deallocate()
            sumStorage.deallocate()
        }
        let crToR = tables
        let cbToB = tables + 256
        let crToG = tables + 512
        let cbToG = tables + 768
        for index in 0..<256 {
            let x = index - 128
            crToR[index] = Int32((fix(1.40200) * x + oneHalf) >> scaleBits)
            cbToB[index] = Int32((fix(1.77200) * x + oneHalf) >> scaleBits)
            crToG[index] = Int32(-fix(0.71414) * x)
            cbToG[index] = Int32(-fix(0.34414) * x + oneHalf)
        }
        for y in 0..<height {
            let row0 = upsampledRow(
                components[0], y: y, maxHorizontal: maxHorizontal, maxVertical: maxVertical, scratch: scratch,
                sums: sums)
            let row1 = upsampledRow(
                components[1], y: y, maxHorizontal: maxHorizontal, maxVertical: maxVertical,
                scratch: scratch + rowCapacity, sums: sums)
            let row2 = upsampledRow(
                components[2], y: y, maxHorizontal: maxHorizontal, maxVertical: maxVertical,
                scratch: scratch + 2 * rowCapacity, sums: sums)
            let out = output + y * width * 4
            if isRGB {
                for x in 0..<width {
                    let pixel = UInt32(row0[x]) | UInt32(row1[x]) &<< 8 | UInt32(row2[x]) &<< 16 | 0xFF00_0000
                    out.storeBytes(of: pixel.littleEndian, toByteOffset: x &* 4, as: UInt32.self)
                }
                continue
            }
            var x = 0
            #if _endian(little)
                x = convertEight(row0, row1, row2, width: width, output: out)
            #endif
            while x < width {
                defer { x &+= 1 }
                let luma = Int32(row0[x])
                let cb = Int(row1[x])
                let cr = Int(row2[x])
                let red = clamp(luma &+ crToR[cr])
                let green = clamp(luma &+ ((cbToG[cb] &+ crToG[cr]) &>> 16))
                let blue = clamp(luma &+ cbToB[cb])
                let pixel = red | green &<< 8 | blue &<< 16 | 0xFF00_0000
                out.storeBytes(of: pixel.littleEndian, toByteOffset: x &* 4, as: UInt32.self)
            }
        }
    }

    /// Converts YCbCr to RGBA eight pixels at a time with the same fixed-point arithmetic as the tables;
    /// returns how many pixels it did (a multiple of eight).
    @inline(__always)
    private static func convertEight(
        _ luma: UnsafePointer<UInt8>, _ blueDifference: UnsafePointer<UInt8>, _ redDifference: UnsafePointer<UInt8>,
        width: Int, output: UnsafeMutableRawPointer
    ) -> Int {
        // The constants are split as k = k' + n·65536 with |k'| < 32768, so every product is 16 × 16 bits (one
        // SSE2/NEON multiply-add) and the n·x part is added after the shift: the result is exactly the tables'.
        let half = SIMD8<Int32>(repeating: Int32(oneHalf))
        let center = SIMD8<Int32>(repeating: 128)
        let redFromCr = SIMD8<Int32>(repeating: Int32(fix(1.40200) - 65536))
        let greenFromCb = SIMD8<Int32>(repeating: Int32(-fix(0.34414)))
        let greenFromCr = SIMD8<Int32>(repeating: Int32(65536 - fix(0.71414)))
        let blueFromCb = SIMD8<Int32>(repeating: Int32(fix(1.77200) - 131072))
        let alpha = SIMD8<UInt32>(repeating: 0xFF00_0000)
        var x = 0
        while x &+ 8 <= width {
            let y = widen(luma + x)
            let cb = widen(blueDifference + x) &- center
            let cr = widen(redDifference + x) &- center
            let red = (y &+ cr &+ ((redFromCr &* cr &+ half) &>> 16))
            let green = (y &- cr &+ ((greenFromCb &* cb &+ greenFromCr &* cr &+ half) &>> 16))
            let blue = (y &+ cb &+ cb &+ ((blueFromCb &* cb &+ half) &>> 16))
            let pixels =
                SIMD8<UInt32>(truncatingIfNeeded: clampVector(red)) | SIMD8<UInt32>(
                    truncatingIfNeeded: clampVector(green)) &<< 8
                | SIMD8<UInt32>(truncatingIfNeeded: clampVector(blue)) &<< 16 | alpha
            output.storeBytes(of: pixels, toByteOffset: x &* 4, as: SIMD8<UInt32>.self)
            x &+= 8
        }
        return x
    }

    /// Clamps each lane to 0...255 without comparisons (which do not always inline): negatives become 0 and
    /// anything over 255 becomes 255.
    @inline(__always) private static func clampVector(_ value: SIMD8<Int32>) -> SIMD8<Int32> {
        let positive = value & ~(value &>> 31)
        return (positive | ((255 &- positive) &>> 31)) & 255
    }

    /// Loads eight bytes as eight lanes (spelled out: the generic SIMD conversion is not always inlined).
    @inline(__always) private static func widen(_ bytes: UnsafePointer<UInt8>) -> SIMD8<Int32> {
        SIMD8<Int32>(
            Int32(bytes[0]), Int32(bytes[1]), Int32(bytes[2]), Int32(bytes[3]), Int32(bytes[4]), Int32(bytes[5]),
            Int32(bytes[6]), Int32(bytes[7]))
    }

    @inline(__always) private static func clamp(_ value: Int32) -> UInt32 {
        UInt32(truncatingIfNeeded: value < 0 ? 0 : (value > 255 ? 255 : value))
    }

    /// Doubles a row horizontally with libjpeg's triangular filter: output `2i` is
    /// `(3·s[i] + s[i-1] + evenRound) >> shift` and `2i+1` is `(3·s[i] + s[i+1] + oddRound) >> shift`, edges
    /// replicated. `sums` must have room for `width + 9` entries; `output` for `2 × width + 16` bytes.
    @inline(__always)
    private static func stretchTriangular(
        _ sums: UnsafeMutablePointer<Int16>, width: Int, shift: Int16, evenRound: Int16, oddRound: Int16,
        output: UnsafeMutablePointer<UInt8>
    ) {
        // Replicate the edges so the vector loop reads s[-1] and s[width...width+8] safely.
        sums[-1] = sums[0]
        for x in width..<(width + 9) { sums[x] = sums[width - 1] }
        let three = SIMD8<Int16>(repeating: 3)
        let even = SIMD8<Int16>(repeating: evenRound)
        let odd = SIMD8<Int16>(repeating: oddRound)
        let shifts = SIMD8<Int16>(repeating: shift)
        var x = 0
        while x < width {
            let base = UnsafeRawPointer(sums + x)
            let current = base.loadUnaligned(as: SIMD8<Int16>.self) &* three
            let left = base.loadUnaligned(fromByteOffset: -2, as: SIMD8<Int16>.self)
            let right = base.loadUnaligned(fromByteOffset: 2, as: SIMD8<Int16>.self)
            let evens = SIMD8<UInt16>(truncatingIfNeeded: (current &+ left &+ even) &>> shifts)
            let odds = SIMD8<UInt16>(truncatingIfNeeded: (current &+ right &+ odd) &>> shifts)
            #if _endian(little)
                let pairs = evens | odds &<< 8
            #else
                let pairs = evens &<< 8 | odds
            #endif
            UnsafeMutableRawPointer(output + 2 &* x).storeBytes(of: pairs, as: SIMD8<UInt16>.self)
            x &+= 8
        }
    }

    /// Returns a pointer to row `y` of `component` at full resolution, upsampling into `scratch` if needed.
    private static func upsampledRow(
        _ component: JPEGComponent, y: Int, maxHorizontal: Int, maxVertical: Int, scratch: UnsafeMutablePointer<UInt8>,
        sums: UnsafeMutablePointer<Int16>
    ) -> UnsafePointer<UInt8> {
        let horizontalRatio = maxHorizontal / component.horizontal
        let verticalRatio = maxVertical / component.vertical
        let plane = component.plane
        let stride = component.stride
        let width = component.scaledWidth
        let lastRow = component.scaledHeight - 1
        if horizontalRatio == 1 && verticalRatio == 1 {
            return UnsafePointer(plane + y * stride)
        }
        if horizontalRatio == 2 && verticalRatio == 1 && width > 2 {
            let row = plane + y * stride
            for x in 0..<width { sums[x] = Int16(row[x]) }
            stretchTriangular(sums, width: width, shift: 2, evenRound: 1, oddRound: 2, output: scratch)
            return UnsafePointer(scratch)
        }
        if horizontalRatio == 1 && verticalRatio == 2 {
            let inputRow = y / 2
            let upper = y % 2 == 0
            let nearRow = upper ? Swift.max(inputRow - 1, 0) : Swift.min(inputRow + 1, lastRow)
            let row = plane + inputRow * stride
            let near = plane + nearRow * stride
            let bias: Int32 = upper ? 1 : 2
            for x in 0..<width {
                scratch[x] = UInt8(truncatingIfNeeded: (Int32(row[x]) &* 3 &+ Int32(near[x]) &+ bias) &>> 2)
            }
            return UnsafePointer(scratch)
        }
        if horizontalRatio == 2 && verticalRatio == 2 && width > 2 {
            let inputRow = y / 2
            let nearRow = y % 2 == 0 ? Swift.max(inputRow - 1, 0) : Swift.min(inputRow + 1, lastRow)
            let row = plane + inputRow * stride
            let near = plane + nearRow * stride
            var x = 0
            let three = SIMD8<Int16>(repeating: 3)
            while x &+ 8 <= width {
                let current = SIMD8<Int16>(truncatingIfNeeded: widen(row + x))
                let other = SIMD8<Int16>(truncatingIfNeeded: widen(near + x))
                UnsafeMutableRawPointer(sums + x).storeBytes(of: current &* three &+ other, as: SIMD8<Int16>.self)
                x &+= 8
            }
            while x < width {
                sums[x] = Int16(row[x]) &* 3 &+ Int16(near[x])
                x &+= 1
            }
            stretchTriangular(sums, width: width, shift: 4, evenRound: 8, oddRound: 7, output: scratch)
            return UnsafePointer(scratch)
        }
        // Any other integral ratio: replicate samples.
        let row = plane + Swift.min(y / verticalRatio, lastRow) * stride
        for x in 0..<(width * horizontalRatio) { scratch[x] = row[x / horizontalRatio] }
        return UnsafePointer(scratch)
    }
}
