@testable import TerminalImages

/// The sixel encoder as it was before the per-colour entry lists (commit f9fc743's parent): dense bit planes per
/// colour and band, kept only as the reference the fast one must match byte for byte.
enum ReferenceSixelEncoder {
    /// The `DCS 0;1;0 q … ST` sequence that draws `image` (which should be opaque) at its pixel size.
    /// `P2 = 1` leaves pixels no colour sets as they were, so a last band shorter than six rows paints nothing
    /// below the picture.
    static func encode(_ image: RGBAImage) -> String {
        let width = image.width
        let height = image.height
        var indices = [UInt8](repeating: 0, count: width * height)
        var used = [Bool](repeating: false, count: 216)
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<height {
                for x in 0..<width {
                    let at = (y * width + x) * 4
                    let threshold = bayer[(y & 3) * 4 + (x & 3)]
                    let red = level(pixels[at], threshold)
                    let green = level(pixels[at + 1], threshold)
                    let blue = level(pixels[at + 2], threshold)
                    let index = red * 36 + green * 6 + blue
                    indices[y * width + x] = UInt8(index)
                    used[index] = true
                }
            }
        }

        var output: [UInt8] = Array("\u{1B}P0;1;0q\"1;1;\(width);\(height)".utf8)
        for index in 0..<216 where used[index] {
            let percent = { (step: Int) in step * 20 }
            output.append(
                contentsOf: Array(
                    "#\(index);2;\(percent(index / 36));\(percent(index / 6 % 6));\(percent(index % 6))".utf8))
        }

        var bandStart = 0
        var slotOfColor = [Int](repeating: -1, count: 216)
        var planes: [UInt8] = []
        var colorsInBand: [Int] = []
        while bandStart < height {
            let bandEnd = min(height, bandStart + 6)
            for color in colorsInBand { slotOfColor[color] = -1 }
            colorsInBand.removeAll(keepingCapacity: true)
            planes.removeAll(keepingCapacity: true)
            for y in bandStart..<bandEnd {
                let bit = UInt8(1) << UInt8(y - bandStart)
                for x in 0..<width {
                    let color = Int(indices[y * width + x])
                    var slot = slotOfColor[color]
                    if slot < 0 {
                        slot = colorsInBand.count
                        slotOfColor[color] = slot
                        colorsInBand.append(color)
                        planes.append(contentsOf: repeatElement(0, count: width))
                    }
                    planes[slot * width + x] |= bit
                }
            }
            var firstColor = true
            for color in colorsInBand.sorted() {
                let slot = slotOfColor[color]
                if !firstColor { output.append(UInt8(ascii: "$")) }
                firstColor = false
                output.append(UInt8(ascii: "#"))
                HalfBlockEncoder.appendDecimal(color, to: &output)
                appendRuns(planes[(slot * width)..<((slot + 1) * width)], to: &output)
            }
            bandStart = bandEnd
            if bandStart < height { output.append(UInt8(ascii: "-")) }
        }
        output.append(contentsOf: [0x1B, UInt8(ascii: "\\")])
        return String(decoding: output, as: UTF8.self)
    }

    /// The 4 × 4 Bayer matrix as thresholds in 0..<1.
    private static let bayer: [Float] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map {
        (Float($0) + 0.5) / 16
    }

    /// The cube level 0...5 of one channel, dithered by `threshold`.
    private static func level(_ value: UInt8, _ threshold: Float) -> Int {
        min(5, Int(Float(value) * 5 / 255 + threshold))
    }

    /// Appends one colour's sixel characters for a band, run-length encoded (`!n` for four or more repeats),
    /// dropping the empty tail.
    private static func appendRuns(_ sixels: ArraySlice<UInt8>, to output: inout [UInt8]) {
        var end = sixels.endIndex
        while end > sixels.startIndex && sixels[end - 1] == 0 { end -= 1 }
        var x = sixels.startIndex
        while x < end {
            let value = sixels[x]
            var run = 1
            while x + run < end && sixels[x + run] == value { run += 1 }
            let character = 63 + value
            if run >= 4 {
                output.append(UInt8(ascii: "!"))
                HalfBlockEncoder.appendDecimal(run, to: &output)
                output.append(character)
            } else {
                for _ in 0..<run { output.append(character) }
            }
            x += run
        }
    }
}
