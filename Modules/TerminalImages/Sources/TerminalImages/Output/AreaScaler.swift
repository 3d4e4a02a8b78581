/// Resizes a picture with a box (area) filter: every target pixel is the mean of the source area it covers,
/// weighted by how much of each source pixel falls inside, computed in premultiplied alpha.
///
/// An area filter is the right one for shrinking photos to a handful of cells: it never skips source pixels
/// (no shimmering or lost thin lines), and it is separable, so one pass per axis keeps it fast.
public enum AreaScaler {
    /// `image` resized to `width` × `height` (each at least 1), keeping its transparency.
    public static func scale(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
        let width = max(1, width)
        let height = max(1, height)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBytes { output in
            let output = output.baseAddress!
            forEachTargetRow(image, width: width, height: height) { target, sums in
                storeKeepingAlpha(sums, width: width, into: output + target * width * 4)
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// One row of sums un-premultiplied into RGBA bytes at `output`, alpha kept; fully transparent pixels are left
    /// as they are (the buffer starts zeroed).
    @inline(__always)
    static func storeKeepingAlpha(
        _ sums: UnsafeMutablePointer<SIMD4<Float>>, width: Int, into output: UnsafeMutableRawPointer
    ) {
        for column in 0..<width {
            let sum = sums[column]
            let alpha = sum[3]
            // Fully transparent pixels stay (0, 0, 0, 0), as the buffer starts.
            guard alpha > 0.001 else { continue }
            let scale = 255 / alpha
            // Lane 3 is alpha × 1, that is alpha itself: colour is un-premultiplied, alpha is kept.
            let bytes = roundedBytes(sum * SIMD4(scale, scale, scale, 1))
            (output + column * 4).storeBytes(of: bytes, as: SIMD4<UInt8>.self)
        }
    }

    /// `image` resized to `width` × `height` and composited over `background`: every pixel comes out opaque.
    public static func scale(_ image: RGBAImage, width: Int, height: Int, over background: RGBColor) -> RGBAImage {
        let width = max(1, width)
        let height = max(1, height)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        pixels.withUnsafeMutableBytes { output in
            let output = output.baseAddress!
            forEachTargetRow(image, width: width, height: height) { target, sums in
                composite(sums, width: width, over: background, into: output + target * width * 4)
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The rows of ``scale(_:width:height:over:)`` without the picture: `body` gets each target row's RGBA bytes
    /// (valid during the call) and its index, for an encoder that turns them into something smaller at once.
    /// Rows may come in any order and, from ``parallelMinimum`` source pixels, from several threads at once.
    static func forEachRow(
        _ image: RGBAImage, width: Int, height: Int, over background: RGBColor,
        _ body: (Int, UnsafeRawPointer) -> Void
    ) {
        let width = max(1, width)
        let height = max(1, height)
        forEachTargetRow(image, width: width, height: height) { target, sums in
            withUnsafeTemporaryAllocation(byteCount: width * 4, alignment: 16) { row in
                composite(sums, width: width, over: background, into: row.baseAddress!)
                body(target, UnsafeRawPointer(row.baseAddress!))
            }
        }
    }

    /// One row of sums composited over `background` into opaque RGBA bytes at `output`.
    @inline(__always)
    private static func composite(
        _ sums: UnsafeMutablePointer<SIMD4<Float>>, width: Int, over background: RGBColor,
        into output: UnsafeMutableRawPointer
    ) {
        let backdrop = SIMD4<Float>(Float(background.red), Float(background.green), Float(background.blue), 0)
        let alphaLane: SIMDMask<SIMD4<Int32>> = [false, false, false, true]
        // Four pixels at a time, so their four divisions are one (the row of sums is padded to four).
        for group in stride(from: 0, to: width, by: 4) {
            let coverage = SIMD4(sums[group][3], sums[group + 1][3], sums[group + 2][3], sums[group + 3][3]) / 255
            // min(1, coverage), lane by lane.
            let uncovered = 1 - coverage.replacing(with: 1, where: .!(coverage .< 1))
            for lane in 0..<min(4, width - group) {
                let sum = sums[group + lane]
                let color = (sum + backdrop * uncovered[lane]).replacing(with: 255, where: alphaLane)
                (output + (group + lane) * 4).storeBytes(of: roundedBytes(color), as: SIMD4<UInt8>.self)
            }
        }
    }

    /// Coverage weights for one axis: for target index `t`, `counts[t]` source indices from `starts[t]`, with
    /// their weights at `offsets[t]` in `weights`; each target's weights sum to 1.
    struct AxisWeights {
        var starts: [Int] = []
        var counts: [Int] = []
        var offsets: [Int] = []
        var weights: [Float] = []

        init(source: Int, target: Int) {
            starts.reserveCapacity(target)
            counts.reserveCapacity(target)
            offsets.reserveCapacity(target)
            weights.reserveCapacity(Int((Double(source) / Double(target)).rounded(.up)) * target + target)
            let step = Double(source) / Double(target)
            for index in 0..<target {
                let begin = Double(index) * step
                let end = min(Double(source), Double(index + 1) * step)
                let first = min(source - 1, Int(begin))
                let last = max(first, min(source - 1, Int((end - 1e-9).rounded(.up)) - 1))
                starts.append(first)
                counts.append(last - first + 1)
                offsets.append(weights.count)
                // The same coverages summed in the same order, then each divided by the total.
                var total = 0.0
                for sourceIndex in first...last {
                    total += max(0, min(end, Double(sourceIndex + 1)) - max(begin, Double(sourceIndex)))
                }
                if total <= 0 {
                    weights.append(1)
                    weights.append(contentsOf: repeatElement(0, count: last - first))
                    continue
                }
                for sourceIndex in first...last {
                    let covered = max(0, min(end, Double(sourceIndex + 1)) - max(begin, Double(sourceIndex)))
                    weights.append(Float(covered / total))
                }
            }
        }
    }

    /// Premultiplied RGBA sums (0...255 scale) of the resized picture, row-major: what ``scale(_:width:height:)``
    /// rounds into bytes, kept as floats for the tests.
    static func premultipliedSums(_ image: RGBAImage, width: Int, height: Int) -> [Float] {
        var result = [Float](repeating: 0, count: width * height * 4)
        result.withUnsafeMutableBufferPointer { result in
            forEachTargetRow(image, width: width, height: height) { target, sums in
                for column in 0..<width {
                    for lane in 0..<4 { result[(target * width + column) * 4 + lane] = sums[column][lane] }
                }
            }
        }
        return result
    }

    /// Calls `body` once for each target row with its premultiplied RGBA sums (0...255 scale). From
    /// ``parallelMinimum`` source pixels, chunks of rows are done on several threads at once, in no set order:
    /// `body` must write nothing but that row's output.
    ///
    /// One target row at a time: the source rows under it are blended (premultiplying on the way) into one
    /// cache-sized row, which is then shrunk across. Nothing the size of the picture is allocated. Each lane is
    /// computed with the same float operations in the same order as a plain per-channel loop would (a product,
    /// then a sum starting from zero), so results do not depend on the vector width.
    @inline(__always)
    private static func forEachTargetRow(
        _ image: RGBAImage, width: Int, height: Int, _ body: (Int, UnsafeMutablePointer<SIMD4<Float>>) -> Void
    ) {
        let horizontal = AxisWeights(source: image.width, target: width)
        let vertical = AxisWeights(source: image.height, target: height)
        // Padded to a multiple of four pixels (zeros), for the callers that finish four at a time.
        let paddedWidth = (width + 3) / 4 * 4
        guard image.width <= maxBlendedRowWidth else {
            let sums = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: paddedWidth)
            sums.initialize(repeating: .zero, count: paddedWidth)
            defer { sums.deallocate() }
            let direct = directSums(image, width: width, height: height, horizontal: horizontal, vertical: vertical)
            for target in 0..<height {
                for column in 0..<width {
                    let at = (target * width + column) * 4
                    sums[column] = SIMD4(direct[at], direct[at + 1], direct[at + 2], direct[at + 3])
                }
                body(target, sums)
            }
            return
        }
        let sourceWidth = image.width
        let inverse: Float = 1 / 255
        let allPairs = horizontal.counts.allSatisfy { $0 == 2 }
        image.pixels.withUnsafeBytes { source in
            let source = source.baseAddress!
            vertical.starts.withUnsafeBufferPointer { verticalStarts in
                vertical.counts.withUnsafeBufferPointer { verticalCounts in
                    vertical.offsets.withUnsafeBufferPointer { verticalOffsets in
                        vertical.weights.withUnsafeBufferPointer { verticalWeights in
                            horizontal.starts.withUnsafeBufferPointer { starts in
                                horizontal.counts.withUnsafeBufferPointer { counts in
                                    horizontal.offsets.withUnsafeBufferPointer { offsets in
                                        horizontal.weights.withUnsafeBufferPointer { weights in
                                            ParallelChunks.forEach(
                                                of: height, work: sourceWidth * image.height,
                                                minimumWork: parallelMinimum
                                            ) {
                                                targets in
                                                // Each chunk of target rows has its own blended row and sums.
                                                let row = UnsafeMutablePointer<SIMD4<Float>>.allocate(
                                                    capacity: sourceWidth)
                                                let sums = UnsafeMutablePointer<SIMD4<Float>>.allocate(
                                                    capacity: paddedWidth)
                                                sums.initialize(repeating: .zero, count: paddedWidth)
                                                defer {
                                                    row.deallocate()
                                                    sums.deallocate()
                                                }
                                                for target in targets {
                                                    // Down: the weighted, premultiplied sum of the source rows under
                                                    // this target row.
                                                    let first = source + verticalStarts[target] * sourceWidth * 4
                                                    let offset = verticalOffsets[target]
                                                    let count = verticalCounts[target]
                                                    if count == 2 {
                                                        let weight = verticalWeights[offset]
                                                        let nextWeight = verticalWeights[offset + 1]
                                                        blendTwoRows(
                                                            first, first + sourceWidth * 4, count: sourceWidth,
                                                            weights: SIMD4(
                                                                weight * inverse, weight * inverse, weight * inverse,
                                                                weight),
                                                            nextWeights: SIMD4(
                                                                nextWeight * inverse, nextWeight * inverse,
                                                                nextWeight * inverse, nextWeight),
                                                            into: row)
                                                    } else {
                                                        for step in 0..<count {
                                                            let weight = verticalWeights[offset + step]
                                                            blendRow(
                                                                first + step * sourceWidth * 4, count: sourceWidth,
                                                                weights: SIMD4(
                                                                    weight * inverse, weight * inverse,
                                                                    weight * inverse,
                                                                    weight),
                                                                into: row, adding: step > 0)
                                                        }
                                                    }
                                                    // Across: each target pixel from the blended row.
                                                    shrinkAcross(
                                                        row, width: width, starts: starts, counts: counts,
                                                        offsets: offsets, weights: weights, allPairs: allPairs,
                                                        into: sums)
                                                    body(target, sums)
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// One blended row shrunk across into `sums`: each target pixel the weighted sum of the source pixels under it.
    @inline(__always)
    static func shrinkAcross(
        _ row: UnsafeMutablePointer<SIMD4<Float>>, width: Int, starts: UnsafeBufferPointer<Int>,
        counts: UnsafeBufferPointer<Int>, offsets: UnsafeBufferPointer<Int>, weights: UnsafeBufferPointer<Float>,
        allPairs: Bool, into sums: UnsafeMutablePointer<SIMD4<Float>>
    ) {
        if allPairs {
            // Two source pixels each (halving): the sum from zero is the first product exactly, then the second added.
            for column in 0..<width {
                let at = row + starts[column]
                let weightsAt = offsets[column]
                sums[column] = at[0] * weights[weightsAt] + at[1] * weights[weightsAt + 1]
            }
        } else {
            for column in 0..<width {
                let at = row + starts[column]
                let weightsAt = offsets[column]
                var sum = SIMD4<Float>.zero
                for step in 0..<counts[column] {
                    sum += at[step] * weights[weightsAt + step]
                }
                sums[column] = sum
            }
        }
    }

    /// Source pixels below which scaling stays on the calling thread (a 1024 × 1024 picture).
    static let parallelMinimum = 1 << 20

    /// One source row's premultiplied pixels times `weights` (the colour weight thrice, then the weight), stored
    /// into `row` or added to it: colour lanes are `channel × (alpha × colorWeight)`, the alpha lane
    /// `alpha × weight`.
    @inline(__always)
    static func blendRow(
        _ source: UnsafeRawPointer, count: Int, weights: SIMD4<Float>, into row: UnsafeMutablePointer<SIMD4<Float>>,
        adding: Bool
    ) {
        if isOpaque(source, count: count) {
            // 255 × colorWeight and 1 × weight: the factors of every pixel, computed once.
            let factors = SIMD4<Float>(255, 255, 255, 1) * weights
            if adding {
                for x in 0..<count { row[x] += pixel(source, x) * factors }
            } else {
                for x in 0..<count { row[x] = pixel(source, x) * factors }
            }
        } else if adding {
            for x in 0..<count { row[x] += premultiplied(pixel(source, x), weights) }
        } else {
            for x in 0..<count { row[x] = premultiplied(pixel(source, x), weights) }
        }
    }

    /// Two source rows blended at once: the first row's products plus the second's, the same sum as
    /// ``blendRow(_:count:weights:into:adding:)`` twice, without storing the row in between.
    @inline(__always)
    private static func blendTwoRows(
        _ source: UnsafeRawPointer, _ next: UnsafeRawPointer, count: Int, weights: SIMD4<Float>,
        nextWeights: SIMD4<Float>, into row: UnsafeMutablePointer<SIMD4<Float>>
    ) {
        if isOpaque(source, count: count) && isOpaque(next, count: count) {
            let factors = SIMD4<Float>(255, 255, 255, 1) * weights
            let nextFactors = SIMD4<Float>(255, 255, 255, 1) * nextWeights
            for x in 0..<count {
                row[x] = pixel(source, x) * factors + pixel(next, x) * nextFactors
            }
        } else {
            for x in 0..<count {
                row[x] = premultiplied(pixel(source, x), weights) + premultiplied(pixel(next, x), nextWeights)
            }
        }
    }

    /// Pixel `x` of a row as four floats.
    @inline(__always)
    private static func pixel(_ row: UnsafeRawPointer, _ x: Int) -> SIMD4<Float> {
        SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: row.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<UInt8>.self)))
    }

    /// `pixel` premultiplied and weighted: colour × (alpha × colorWeight), alpha × (1 × weight).
    @inline(__always)
    private static func premultiplied(_ pixel: SIMD4<Float>, _ weights: SIMD4<Float>) -> SIMD4<Float> {
        let alpha = pixel[3]
        return pixel * (SIMD4<Float>(alpha, alpha, alpha, 1) * weights)
    }

    /// Whether every pixel of a row of `count` pixels has alpha 255 (eight bytes, two pixels, at a time).
    @inline(__always)
    private static func isOpaque(_ row: UnsafeRawPointer, count: Int) -> Bool {
        let mask: UInt64 = 0xFF00_0000_FF00_0000
        var all = mask
        var x = 0
        while x + 2 <= count {
            all &= UInt64(littleEndian: row.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self))
            x += 2
        }
        if x < count { all &= UInt64(row.load(fromByteOffset: x * 4 + 3, as: UInt8.self)) << 56 | 0xFF00_0000 }
        return all & mask == mask
    }

    /// `value` rounded half away from zero and clamped to 0...255, lane by lane: what
    /// `UInt8(min(255, max(0, value.rounded())))` gives, without a call to `roundf` per channel nor a branch
    /// (the fraction is as good as random on photos).
    ///
    /// Adding 2^23 to a float in 0...255 leaves the nearest integer (ties to even) in the low bits of its
    /// encoding; subtracting it back is exact, and so is the fraction left, so a tie (exactly one half) is
    /// seen and rounded up, away from zero.
    @inline(__always)
    static func roundedBytes(_ value: SIMD4<Float>) -> SIMD4<UInt8> {
        let magic = SIMD4<Float>(repeating: 8_388_608)
        var clamped = value.replacing(with: 0, where: .!(value .> 0))
        clamped.replace(with: 255, where: clamped .> 255)
        let nearest = clamped + magic
        let fraction = clamped - (nearest - magic)
        let rounded = nearest + SIMD4<Float>.zero.replacing(with: 1, where: fraction .>= 0.5)
        return SIMD4<UInt8>(truncatingIfNeeded: unsafeBitCast(rounded, to: SIMD4<UInt32>.self))
    }

    /// The widest source row blended into one buffer (1 MiB of floats); wider, degenerate pictures (a 40-megapixel
    /// sliver one pixel tall) are summed straight into the target, so scaling never needs more memory than that.
    static let maxBlendedRowWidth = 65_536

    /// The same sums without the row buffer: each target pixel reads its source area directly.
    static func directSums(
        _ image: RGBAImage, width: Int, height: Int, horizontal: AxisWeights, vertical: AxisWeights
    ) -> [Float] {
        var result = [Float](repeating: 0, count: width * height * 4)
        let inverse: Float = 1 / 255
        image.pixels.withUnsafeBufferPointer { source in
            for targetRow in 0..<height {
                for rowStep in 0..<vertical.counts[targetRow] {
                    let rowWeight = vertical.weights[vertical.offsets[targetRow] + rowStep]
                    let rowStart = (vertical.starts[targetRow] + rowStep) * image.width * 4
                    for column in 0..<width {
                        let out = (targetRow * width + column) * 4
                        for step in 0..<horizontal.counts[column] {
                            let weight = rowWeight * horizontal.weights[horizontal.offsets[column] + step]
                            let at = rowStart + (horizontal.starts[column] + step) * 4
                            let alpha = Float(source[at + 3])
                            let factor = alpha * weight * inverse
                            result[out] += Float(source[at]) * factor
                            result[out + 1] += Float(source[at + 1]) * factor
                            result[out + 2] += Float(source[at + 2]) * factor
                            result[out + 3] += alpha * weight
                        }
                    }
                }
            }
        }
        return result
    }
}
