import TerminalImages
import XCTest

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
}
