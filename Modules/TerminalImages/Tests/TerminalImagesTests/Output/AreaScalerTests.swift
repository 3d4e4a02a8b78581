import XCTest

@testable import TerminalImages

final class AreaScalerTests: XCTestCase {
    func testTwoByTwoBecomesTheirMean() {
        let image = RGBAImage(
            width: 2, height: 2,
            pixels: [0, 0, 0, 255, 100, 40, 8, 255, 200, 80, 16, 255, 100, 40, 8, 255])
        XCTAssertEqual(AreaScaler.scale(image, width: 1, height: 1).pixels, [100, 40, 8, 255])
    }

    func testFractionalCoverageIsWeighted() {
        // Three grey pixels into two: [0, 90 (half), ] and [90 (half), 180] each over 1.5 pixels.
        let image = RGBAImage(width: 3, height: 1, pixels: [0, 0, 0, 255, 90, 90, 90, 255, 180, 180, 180, 255])
        let scaled = AreaScaler.scale(image, width: 2, height: 1)
        XCTAssertEqual(scaled.pixels, [30, 30, 30, 255, 150, 150, 150, 255])
    }

    func testTransparentPixelsDoNotDarkenColour() {
        // Opaque red beside fully transparent green: the mean is red at half coverage, not brownish.
        let image = RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 255, 0, 0])
        XCTAssertEqual(AreaScaler.scale(image, width: 1, height: 1).pixels, [255, 0, 0, 128])
    }

    func testCompositingOverABackground() {
        let image = RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 255, 0, 0])
        let white = RGBColor(red: 255, green: 255, blue: 255)
        XCTAssertEqual(AreaScaler.scale(image, width: 1, height: 1, over: white).pixels, [255, 128, 128, 255])
        XCTAssertEqual(
            AreaScaler.scale(image, width: 2, height: 1, over: .black).pixels, [255, 0, 0, 255, 0, 0, 0, 255])
    }

    func testUpscalingRepeatsPixels() {
        let image = RGBAImage(width: 2, height: 1, pixels: [10, 20, 30, 255, 200, 100, 0, 255])
        let scaled = AreaScaler.scale(image, width: 4, height: 2)
        XCTAssertEqual(scaled.width, 4)
        XCTAssertEqual(scaled.height, 2)
        let row: [UInt8] = [10, 20, 30, 255, 10, 20, 30, 255, 200, 100, 0, 255, 200, 100, 0, 255]
        XCTAssertEqual(scaled.pixels, row + row)
    }

    func testSameSizeIsUnchanged() {
        let image = SyntheticImages.patch
        XCTAssertEqual(AreaScaler.scale(image, width: image.width, height: image.height), image)
    }

    func testAspectKeepsEveryColumnAndRowInTheMean() {
        // A one-pixel white line in a black 9 × 9 picture shrunk 3×: its column keeps a third of its brightness.
        let image = SyntheticImages.make(width: 9, height: 9) { x, _ in x == 4 ? (255, 255, 255, 255) : (0, 0, 0, 255) }
        let scaled = AreaScaler.scale(image, width: 3, height: 3)
        for y in 0..<3 {
            XCTAssertEqual(
                Array(scaled.pixels[(y * 12)..<(y * 12 + 12)]), [0, 0, 0, 255, 85, 85, 85, 255, 0, 0, 0, 255])
        }
    }

    func testMatchesAStraightforwardAreaAverageWithinRounding() {
        // A reference that integrates coverage over every source pixel, in Double, premultiplied.
        var seed: UInt32 = 12_345
        let image = SyntheticImages.make(width: 37, height: 23) { _, _ in
            seed = seed &* 1_103_515_245 &+ 12_345
            let bytes = withUnsafeBytes(of: seed) { Array($0) }
            return (bytes[0], bytes[1], bytes[2], bytes[3] | 0x0F)
        }
        let (width, height) = (5, 4)
        let scaled = AreaScaler.scale(image, width: width, height: height)
        let stepX = Double(image.width) / Double(width)
        let stepY = Double(image.height) / Double(height)
        for ty in 0..<height {
            for tx in 0..<width {
                var sums = [Double](repeating: 0, count: 4)
                for sy in 0..<image.height {
                    let coverY = max(
                        0, min(Double(ty + 1) * stepY, Double(sy + 1)) - max(Double(ty) * stepY, Double(sy)))
                    for sx in 0..<image.width where coverY > 0 {
                        let coverX =
                            max(0, min(Double(tx + 1) * stepX, Double(sx + 1)) - max(Double(tx) * stepX, Double(sx)))
                        let weight = coverX * coverY / (stepX * stepY)
                        let at = (sy * image.width + sx) * 4
                        let alpha = Double(image.pixels[at + 3])
                        for channel in 0..<3 { sums[channel] += Double(image.pixels[at + channel]) * alpha * weight }
                        sums[3] += alpha * weight
                    }
                }
                let at = (ty * width + tx) * 4
                XCTAssertEqual(Double(scaled.pixels[at + 3]), sums[3], accuracy: 1)
                for channel in 0..<3 {
                    XCTAssertEqual(Double(scaled.pixels[at + channel]), sums[channel] / sums[3], accuracy: 1)
                }
            }
        }
    }

    func testAVeryWideSliverIsSummedWithoutARowBufferAndAgrees() {
        // Wider than the blended row: the direct path. Columns 0..<40_000 red, the rest blue, half transparent.
        let width = AreaScaler.maxBlendedRowWidth + 14_464
        var pixels = [UInt8](repeating: 0, count: width * 4)
        for x in 0..<width {
            pixels[x * 4] = x < 40_000 ? 255 : 0
            pixels[x * 4 + 2] = x < 40_000 ? 0 : 255
            pixels[x * 4 + 3] = x % 2 == 0 ? 255 : 0
        }
        let image = RGBAImage(width: width, height: 1, pixels: pixels)
        let scaled = AreaScaler.scale(image, width: 4, height: 1)
        // 80,000 columns into 4: two all-red quarters, two all-blue, each half covered (127.5 after 20,000 sums).
        for (index, color) in [[255, 0, 0], [255, 0, 0], [0, 0, 255], [0, 0, 255]].enumerated() {
            XCTAssertEqual(Array(scaled.pixels[(index * 4)..<(index * 4 + 3)]), color.map(UInt8.init))
            XCTAssertTrue((127...128).contains(scaled.pixels[index * 4 + 3]), "\(scaled.pixels)")
        }
        let narrow = RGBAImage(width: 8, height: 1, pixels: Array(pixels[0..<32]))
        let direct = AreaScaler.directSums(
            narrow, width: 3, height: 1, horizontal: .init(source: 8, target: 3), vertical: .init(source: 1, target: 1))
        let blended = AreaScaler.premultipliedSums(narrow, width: 3, height: 1)
        XCTAssertEqual(direct.count, blended.count)
        for (left, right) in zip(direct, blended) { XCTAssertEqual(left, right, accuracy: 0.001) }
    }
}
