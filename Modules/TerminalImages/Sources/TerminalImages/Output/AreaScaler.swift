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
    public static func scale(_ image: RGBAImage, width: Int, height: Int, over background: RGBColor) -> RGBAImage {
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
    static func premultipliedSums(_ image: RGBAImage, width: Int, height: Int) -> [Float] {
        let horizontal = AxisWeights(source: image.width, target: width)
        let vertical = AxisWeights(source: image.height, target: height)
        // Pass 1: every source row shrunk to `width` columns, premultiplying alpha on the way.
        var rows = [Float](repeating: 0, count: image.height * width * 4)
        image.pixels.withUnsafeBufferPointer { source in
            horizontal.starts.withUnsafeBufferPointer { starts in
                horizontal.counts.withUnsafeBufferPointer { counts in
                    horizontal.offsets.withUnsafeBufferPointer { offsets in
                        horizontal.weights.withUnsafeBufferPointer { weights in
                            rows.withUnsafeMutableBufferPointer { output in
                                let inverse: Float = 1 / 255
                                for y in 0..<image.height {
                                    let rowStart = y * image.width * 4
                                    let outputStart = y * width * 4
                                    for target in 0..<width {
                                        var red: Float = 0
                                        var green: Float = 0
                                        var blue: Float = 0
                                        var alpha: Float = 0
                                        let at = rowStart + starts[target] * 4
                                        let offset = offsets[target]
                                        let count = counts[target]
                                        // Whole source pixels share one weight: sum them as integers and
                                        // weigh once; only the two partly covered ends are weighed alone.
                                        if count > 2 {
                                            var redSum: UInt64 = 0
                                            var greenSum: UInt64 = 0
                                            var blueSum: UInt64 = 0
                                            var alphaSum: UInt64 = 0
                                            var inner = at + 4
                                            for _ in 1..<(count - 1) {
                                                let pixelAlpha = UInt64(source[inner + 3])
                                                redSum &+= UInt64(source[inner]) &* pixelAlpha
                                                greenSum &+= UInt64(source[inner + 1]) &* pixelAlpha
                                                blueSum &+= UInt64(source[inner + 2]) &* pixelAlpha
                                                alphaSum &+= pixelAlpha
                                                inner += 4
                                            }
                                            let weight = weights[offset + 1]
                                            red = Float(redSum) * weight * inverse
                                            green = Float(greenSum) * weight * inverse
                                            blue = Float(blueSum) * weight * inverse
                                            alpha = Float(alphaSum) * weight
                                        }
                                        let lastEdge = count - 1
                                        var step = 0
                                        while step <= lastEdge {
                                            let weight = weights[offset + step]
                                            let pixel = at + step * 4
                                            let covered = Float(source[pixel + 3]) * weight
                                            let colorWeight = covered * inverse
                                            red += Float(source[pixel]) * colorWeight
                                            green += Float(source[pixel + 1]) * colorWeight
                                            blue += Float(source[pixel + 2]) * colorWeight
                                            alpha += covered
                                            step = step == 0 && count > 2 ? lastEdge : step + 1
                                        }
                                        let out = outputStart + target * 4
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
            }
        }
        // Pass 2: the shrunk rows blended down to `height` rows.
        var result = [Float](repeating: 0, count: width * height * 4)
        let rowLength = width * 4
        rows.withUnsafeBufferPointer { input in
            result.withUnsafeMutableBufferPointer { output in
                for target in 0..<height {
                    let outputStart = target * rowLength
                    let start = vertical.starts[target]
                    let offset = vertical.offsets[target]
                    for step in 0..<vertical.counts[target] {
                        let weight = vertical.weights[offset + step]
                        let inputStart = (start + step) * rowLength
                        for index in 0..<rowLength {
                            output[outputStart + index] += input[inputStart + index] * weight
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
