@testable import TerminalImages

/// The area scaler as it was before it was vectorised (commit f9fc743's parent), kept only as the reference the
/// fast one must match byte for byte: plain per-channel float loops and `rounded()`.
enum ReferenceAreaScaler {
    /// `image` resized to `width` × `height` (each at least 1), keeping its transparency.
    static func scale(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
        let width = max(1, width)
        let height = max(1, height)
        let sums = premultipliedSums(image, width: width, height: height)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: sums.count, by: 4) {
            let alpha = sums[index + 3]
            guard alpha > 0.001 else { continue }
            let scale = 255 / alpha
            pixels[index] = clampedByte(sums[index] * scale)
            pixels[index + 1] = clampedByte(sums[index + 1] * scale)
            pixels[index + 2] = clampedByte(sums[index + 2] * scale)
            pixels[index + 3] = clampedByte(alpha)
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// `image` resized to `width` × `height` and composited over `background`: every pixel comes out opaque.
    static func scale(_ image: RGBAImage, width: Int, height: Int, over background: RGBColor) -> RGBAImage {
        let width = max(1, width)
        let height = max(1, height)
        let sums = premultipliedSums(image, width: width, height: height)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        let red = Float(background.red)
        let green = Float(background.green)
        let blue = Float(background.blue)
        for index in stride(from: 0, to: sums.count, by: 4) {
            let uncovered = 1 - min(1, sums[index + 3] / 255)
            pixels[index] = clampedByte(sums[index] + red * uncovered)
            pixels[index + 1] = clampedByte(sums[index + 1] + green * uncovered)
            pixels[index + 2] = clampedByte(sums[index + 2] + blue * uncovered)
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Coverage weights for one axis: for target index `t`, `counts[t]` source indices from `starts[t]`, with
    /// their weights at `offsets[t]` in `weights`; each target's weights sum to 1.
    struct AxisWeights {
        var starts: [Int] = []
        var counts: [Int] = []
        var offsets: [Int] = []
        var weights: [Float] = []

        init(source: Int, target: Int) {
            let step = Double(source) / Double(target)
            for index in 0..<target {
                let begin = Double(index) * step
                let end = min(Double(source), Double(index + 1) * step)
                let first = min(source - 1, Int(begin))
                let last = max(first, min(source - 1, Int((end - 1e-9).rounded(.up)) - 1))
                starts.append(first)
                counts.append(last - first + 1)
                offsets.append(weights.count)
                var total = 0.0
                var spanWeights: [Double] = []
                for sourceIndex in first...last {
                    let covered = min(end, Double(sourceIndex + 1)) - max(begin, Double(sourceIndex))
                    spanWeights.append(max(0, covered))
                    total += max(0, covered)
                }
                if total <= 0 {
                    spanWeights = [Double](repeating: 0, count: spanWeights.count)
                    spanWeights[0] = 1
                    total = 1
                }
                weights.append(contentsOf: spanWeights.map { Float($0 / total) })
            }
        }
    }

    /// Premultiplied RGBA sums (0...255 scale) of the resized picture, row-major.
    ///
    /// One target row at a time: the source rows under it are blended (premultiplying on the way) into one
    /// cache-sized row, which is then shrunk across. Nothing the size of the picture is allocated but the result.
    static func premultipliedSums(_ image: RGBAImage, width: Int, height: Int) -> [Float] {
        let horizontal = AxisWeights(source: image.width, target: width)
        let vertical = AxisWeights(source: image.height, target: height)
        guard image.width <= maxBlendedRowWidth else {
            return directSums(image, width: width, height: height, horizontal: horizontal, vertical: vertical)
        }
        let sourceWidth = image.width
        var result = [Float](repeating: 0, count: width * height * 4)
        var row = [Float](repeating: 0, count: sourceWidth * 4)
        image.pixels.withUnsafeBufferPointer { source in
            row.withUnsafeMutableBufferPointer { row in
                result.withUnsafeMutableBufferPointer { output in
                    horizontal.weights.withUnsafeBufferPointer { weights in
                        let inverse: Float = 1 / 255
                        for target in 0..<height {
                            // Down: the weighted, premultiplied sum of the source rows under this target row.
                            row.update(repeating: 0)
                            let offset = vertical.offsets[target]
                            for step in 0..<vertical.counts[target] {
                                let weight = vertical.weights[offset + step]
                                let colorWeight = weight * inverse
                                var at = (vertical.starts[target] + step) * sourceWidth * 4
                                for x in 0..<sourceWidth {
                                    let alpha = Float(source[at + 3])
                                    let factor = alpha * colorWeight
                                    row[x * 4] += Float(source[at]) * factor
                                    row[x * 4 + 1] += Float(source[at + 1]) * factor
                                    row[x * 4 + 2] += Float(source[at + 2]) * factor
                                    row[x * 4 + 3] += alpha * weight
                                    at += 4
                                }
                            }
                            // Across: each target pixel from the blended row.
                            let outputStart = target * width * 4
                            for column in 0..<width {
                                var red: Float = 0
                                var green: Float = 0
                                var blue: Float = 0
                                var alpha: Float = 0
                                var at = horizontal.starts[column] * 4
                                let weightOffset = horizontal.offsets[column]
                                for step in 0..<horizontal.counts[column] {
                                    let weight = weights[weightOffset + step]
                                    red += row[at] * weight
                                    green += row[at + 1] * weight
                                    blue += row[at + 2] * weight
                                    alpha += row[at + 3] * weight
                                    at += 4
                                }
                                let out = outputStart + column * 4
                                output[out] = red
                                output[out + 1] = green
                                output[out + 2] = blue
                                output[out + 3] = alpha
                            }
                        }
                    }
                }
            }
        }
        return result
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

    static func clampedByte(_ value: Float) -> UInt8 {
        UInt8(min(255, max(0, value.rounded())))
    }
}
