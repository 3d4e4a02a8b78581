/// ``AreaScaler/scale(_:width:height:)`` fed one source row at a time, top to bottom: a decoder hands each row over
/// as soon as it is decoded, so the full-size picture is never held (issue 27: a 6320 × 6320 PNG took 797 MB).
///
/// The result is byte for byte what ``AreaScaler`` gives for the whole picture: the same weights, and every sum
/// made of the same float operations in the same order (a target row's first source row stored, the next ones
/// added; then the same pass across). Only shrinking is streamed: each source row then adds to at most two
/// target rows, so two blended rows are all that is held. A class: it owns its buffers, and one decode uses it on
/// one thread.
final class RowAreaScaler {
    let sourceWidth: Int
    let sourceHeight: Int
    let width: Int
    let height: Int
    private let horizontal: AreaScaler.AxisWeights
    private let vertical: AreaScaler.AxisWeights
    private let allPairs: Bool
    /// Source rows seen so far.
    private var nextSourceRow = 0
    /// The first target row not yet finished.
    private var nextTarget = 0
    /// Blended rows of the (at most two) target rows in progress, by target row parity; or, for rows wider than
    /// ``AreaScaler/maxBlendedRowWidth``, their target sums (`width` each), summed as ``AreaScaler/directSums``.
    private let blended: UnsafeMutablePointer<SIMD4<Float>>
    private let blendedWidth: Int
    private let sums: UnsafeMutablePointer<SIMD4<Float>>
    private var output: [UInt8]

    /// The bytes this scaler holds for a `sourceWidth`-wide picture shrunk to `width` × `height`.
    static func memory(sourceWidth: Int, width: Int, height: Int) -> Int {
        let blendedWidth = sourceWidth <= AreaScaler.maxBlendedRowWidth ? sourceWidth : width
        // Two blended rows, the sums, the output, and the weights of both axes (about two entries per source pixel
        // of a row or column, each an Int triple and a Float).
        return 2 * blendedWidth * 16 + (width + 4) * 16 + width * height * 4 + (sourceWidth + width) * 2 * 28
    }

    /// A scaler from `sourceWidth` × `sourceHeight` down to `width` × `height` (each at most the source's).
    init(sourceWidth: Int, sourceHeight: Int, width: Int, height: Int) {
        precondition(width <= sourceWidth && height <= sourceHeight, "RowAreaScaler only shrinks")
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
        self.width = max(1, width)
        self.height = max(1, height)
        horizontal = AreaScaler.AxisWeights(source: sourceWidth, target: self.width)
        vertical = AreaScaler.AxisWeights(source: sourceHeight, target: self.height)
        allPairs = horizontal.counts.allSatisfy { $0 == 2 }
        blendedWidth = sourceWidth <= AreaScaler.maxBlendedRowWidth ? sourceWidth : self.width
        blended = .allocate(capacity: 2 * blendedWidth)
        blended.initialize(repeating: .zero, count: 2 * blendedWidth)
        let paddedWidth = (self.width + 3) / 4 * 4
        sums = .allocate(capacity: paddedWidth)
        sums.initialize(repeating: .zero, count: paddedWidth)
        output = [UInt8](repeating: 0, count: self.width * self.height * 4)
    }

    deinit {
        blended.deallocate()
        sums.deallocate()
    }

    /// Adds the next source row, `sourceWidth` RGBA pixels; rows must come in order, each once.
    func add(row: UnsafeRawPointer) {
        let y = nextSourceRow
        guard y < sourceHeight else { return }
        nextSourceRow += 1
        let inverse: Float = 1 / 255
        var target = nextTarget
        while target < height, vertical.starts[target] <= y {
            let step = y - vertical.starts[target]
            if step < vertical.counts[target] {
                let weight = vertical.weights[vertical.offsets[target] + step]
                let accumulator = blended + (target & 1) * blendedWidth
                if blendedWidth == sourceWidth {
                    AreaScaler.blendRow(
                        row, count: sourceWidth,
                        weights: SIMD4(weight * inverse, weight * inverse, weight * inverse, weight),
                        into: accumulator, adding: step > 0)
                } else {
                    addDirect(row, rowWeight: weight, into: accumulator, clearing: step == 0)
                }
                if step == vertical.counts[target] - 1 { finish(target) }
            }
            target += 1
        }
    }

    /// The shrunk picture, once every source row was added (rows never added count as transparent).
    func image() -> RGBAImage {
        while nextSourceRow < sourceHeight {
            withUnsafeTemporaryAllocation(byteCount: sourceWidth * 4, alignment: 16) { zeros in
                zeros.initializeMemory(as: UInt8.self, repeating: 0)
                add(row: UnsafeRawPointer(zeros.baseAddress!))
            }
        }
        return RGBAImage(width: width, height: height, pixels: output)
    }

    /// Target row `target` is complete: shrinks it across and stores its bytes.
    private func finish(_ target: Int) {
        let accumulator = blended + (target & 1) * blendedWidth
        let width = width
        let sums = sums
        if blendedWidth == sourceWidth {
            horizontal.starts.withUnsafeBufferPointer { starts in
                horizontal.counts.withUnsafeBufferPointer { counts in
                    horizontal.offsets.withUnsafeBufferPointer { offsets in
                        horizontal.weights.withUnsafeBufferPointer { weights in
                            AreaScaler.shrinkAcross(
                                accumulator, width: width, starts: starts, counts: counts, offsets: offsets,
                                weights: weights, allPairs: allPairs, into: sums)
                        }
                    }
                }
            }
        } else {
            sums.update(from: accumulator, count: width)
        }
        output.withUnsafeMutableBytes { bytes in
            AreaScaler.storeKeepingAlpha(sums, width: width, into: bytes.baseAddress! + target * width * 4)
        }
        nextTarget = target + 1
    }

    /// A source row added straight into a target row's sums, as ``AreaScaler/directSums`` adds it.
    private func addDirect(
        _ row: UnsafeRawPointer, rowWeight: Float, into sums: UnsafeMutablePointer<SIMD4<Float>>, clearing: Bool
    ) {
        if clearing { sums.update(repeating: .zero, count: width) }
        let inverse: Float = 1 / 255
        let source = row.assumingMemoryBound(to: UInt8.self)
        for column in 0..<width {
            var sum = sums[column]
            for step in 0..<horizontal.counts[column] {
                let weight = rowWeight * horizontal.weights[horizontal.offsets[column] + step]
                let at = (horizontal.starts[column] + step) * 4
                let alpha = Float(source[at + 3])
                let factor = alpha * weight * inverse
                sum[0] += Float(source[at]) * factor
                sum[1] += Float(source[at + 1]) * factor
                sum[2] += Float(source[at + 2]) * factor
                sum[3] += alpha * weight
            }
            sums[column] = sum
        }
    }
}
