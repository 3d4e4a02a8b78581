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
        defer {
            scratch.deallocate()
            tables.deallocate()
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
                components[0], y: y, maxHorizontal: maxHorizontal, maxVertical: maxVertical, scratch: scratch)
            let row1 = upsampledRow(
                components[1], y: y, maxHorizontal: maxHorizontal, maxVertical: maxVertical,
                scratch: scratch + rowCapacity)
            let row2 = upsampledRow(
                components[2], y: y, maxHorizontal: maxHorizontal, maxVertical: maxVertical,
                scratch: scratch + 2 * rowCapacity)
            let out = output + y * width * 4
            if isRGB {
                for x in 0..<width {
                    let pixel = UInt32(row0[x]) | UInt32(row1[x]) &<< 8 | UInt32(row2[x]) &<< 16 | 0xFF00_0000
                    out.storeBytes(of: pixel.littleEndian, toByteOffset: x &* 4, as: UInt32.self)
                }
                continue
            }
            for x in 0..<width {
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

    @inline(__always) private static func clamp(_ value: Int32) -> UInt32 {
        UInt32(truncatingIfNeeded: value < 0 ? 0 : (value > 255 ? 255 : value))
    }

    /// Returns a pointer to row `y` of `component` at full resolution, upsampling into `scratch` if needed.
    private static func upsampledRow(
        _ component: JPEGComponent, y: Int, maxHorizontal: Int, maxVertical: Int, scratch: UnsafeMutablePointer<UInt8>
    ) -> UnsafePointer<UInt8> {
        let horizontalRatio = maxHorizontal / component.horizontal
        let verticalRatio = maxVertical / component.vertical
        let plane = component.plane
        let stride = component.stride
        let width = component.width
        let lastRow = component.height - 1
        if horizontalRatio == 1 && verticalRatio == 1 {
            return UnsafePointer(plane + y * stride)
        }
        if horizontalRatio == 2 && verticalRatio == 1 && width > 2 {
            let row = plane + y * stride
            var left = Int32(row[0])
            var current = left
            for x in 0..<width {
                let right = Int32(row[Swift.min(x + 1, width - 1)])
                let triple = current &* 3
                scratch[2 &* x] = UInt8(truncatingIfNeeded: (triple &+ left &+ 1) &>> 2)
                scratch[2 &* x &+ 1] = UInt8(truncatingIfNeeded: (triple &+ right &+ 2) &>> 2)
                left = current
                current = right
            }
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
            var current = Int32(row[0]) &* 3 &+ Int32(near[0])
            var last = current
            for x in 0..<width {
                let nextIndex = Swift.min(x + 1, width - 1)
                let next = Int32(row[nextIndex]) &* 3 &+ Int32(near[nextIndex])
                let triple = current &* 3
                scratch[2 &* x] = UInt8(truncatingIfNeeded: (triple &+ last &+ 8) &>> 4)
                scratch[2 &* x &+ 1] = UInt8(truncatingIfNeeded: (triple &+ next &+ 7) &>> 4)
                last = current
                current = next
            }
            return UnsafePointer(scratch)
        }
        // Any other integral ratio: replicate samples.
        let row = plane + Swift.min(y / verticalRatio, lastRow) * stride
        for x in 0..<(width * horizontalRatio) { scratch[x] = row[x / horizontalRatio] }
        return UnsafePointer(scratch)
    }
}
