import XCTest

@testable import TerminalImages

/// Rows fed one at a time give exactly ``AreaScaler``'s bytes for the whole picture (issue 27: pictures are shrunk
/// while they are decoded, and the goldens and the browser's pictures must not change).
final class RowAreaScalerTests: XCTestCase {
    /// A picture with colour, some transparent and some half-transparent pixels, deterministic.
    private func picture(width: Int, height: Int, opaque: Bool) -> RGBAImage {
        var seed: UInt32 = 0x9E37_79B9 ^ UInt32(width * 31 + height)
        return SyntheticImages.make(width: width, height: height) { x, y in
            seed ^= seed << 13
            seed ^= seed >> 17
            seed ^= seed << 5
            let alpha: UInt8 = opaque ? 255 : [0, 255, 128, 255, 7][Int(seed % 5)]
            return (
                UInt8(truncatingIfNeeded: x * 7 + Int(seed & 31)), UInt8(truncatingIfNeeded: y * 5), UInt8(seed >> 24),
                alpha
            )
        }
    }

    private func streamed(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
        let scaler = RowAreaScaler(sourceWidth: image.width, sourceHeight: image.height, width: width, height: height)
        image.pixels.withUnsafeBytes { bytes in
            for y in 0..<image.height { scaler.add(row: bytes.baseAddress! + y * image.width * 4) }
        }
        return scaler.image()
    }

    func testStreamedRowsGiveTheWholePictureBytesExactly() {
        let cases = [
            (97, 61, 13, 9), (64, 64, 32, 32), (200, 30, 199, 29), (50, 50, 50, 50), (31, 77, 1, 1), (1000, 3, 7, 2),
            (123, 456, 40, 20), (7, 300, 7, 2),
        ]
        for (sourceWidth, sourceHeight, width, height) in cases {
            for opaque in [true, false] {
                let image = picture(width: sourceWidth, height: sourceHeight, opaque: opaque)
                XCTAssertEqual(
                    streamed(image, width: width, height: height),
                    AreaScaler.scale(image, width: width, height: height),
                    "\(sourceWidth)×\(sourceHeight) → \(width)×\(height), opaque: \(opaque)")
            }
        }
    }

    func testRowsWiderThanTheBlendedRowAreSummedAsTheWholePictureIs() {
        let image = picture(width: AreaScaler.maxBlendedRowWidth + 3, height: 3, opaque: false)

        XCTAssertEqual(streamed(image, width: 9, height: 2), AreaScaler.scale(image, width: 9, height: 2))
    }

    func testMemoryIsTwoRowsNotThePicture() {
        let memory = RowAreaScaler.memory(sourceWidth: 6320, width: 320, height: 320)

        XCTAssertLessThan(memory, 1_500_000, "two blended rows, the weights and a 320×320 output")
    }
}
