import XCTest

@testable import TerminalImages

/// Pictures within the documented limits decode under a memory budget (issue 27 item 4): the decoder counts each
/// buffer before allocating it, shrinks while decoding, and refuses what the budget cannot hold. The figures
/// asserted are the decoder's own accounting (peak RSS and timings are measured by scripts/bench).
final class DecodeBudgetTests: XCTestCase {
    /// A black opaque 16-bit RGB PNG of `width` × `height`: filter 0, all zeros, as one literal and then matches of
    /// 258 bytes at distance 1 (fixed Huffman codes), so a large picture is a small file.
    static func blackPNG(width: Int, height: Int, sixteenBit: Bool) -> [UInt8] {
        let count = height * (1 + width * (sixteenBit ? 6 : 3))
        var writer = DeflateBitWriter()
        writer.write(1, bits: 1)  // final block
        writer.write(1, bits: 2)  // fixed Huffman codes
        writer.writeFixedLiteral(0)
        var left = count - 1
        while left > 0 {
            let length = min(258, left)
            if length < 3 {
                for _ in 0..<length { writer.writeFixedLiteral(0) }
            } else {
                // Length code and extra bits (RFC 1951 §3.2.5), then distance code 0 (distance 1) in 5 bits.
                let (code, extraBits, base) = Self.lengthCode(length)
                writer.writeFixedLiteral(code)
                writer.write(length - base, bits: extraBits)
                writer.writeCode(0, length: 5)
            }
            left -= length
        }
        writer.writeFixedLiteral(256)
        let adler = UInt32(count % 65_521) << 16 | 1
        return PNGTestFile.file(
            PNGTestFile.header(
                width: UInt32(width), height: UInt32(height), depth: sixteenBit ? 16 : 8, colorType: 2),
            PNGTestFile.chunk("IDAT", DeflateBitWriter.zlib(writer.bytes, adler: adler)))
    }

    private static func lengthCode(_ length: Int) -> (code: Int, extraBits: Int, base: Int) {
        let bases = [
            3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
            227, 258,
        ]
        let extras = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        let index = bases.lastIndex { $0 <= length }!
        return (257 + index, extras[index], bases[index])
    }

    func testALargePNGIsShrunkRowByRowWithinTwoRowsOfMemory() throws {
        let file = Self.blackPNG(width: 1500, height: 1500, sixteenBit: true)
        let budget = DecodeBudget(limit: ImageLimits.standard.memoryBudget)

        let image = try PNGDecoder.decode(
            file, limits: ImageLimits.standard.fitting(width: 64, height: 48), budget: budget)

        XCTAssertEqual([image.width, image.height, image.originalWidth, image.originalHeight], [48, 48, 1500, 1500])
        XCTAssertEqual(
            image.pixels, [UInt8](repeating: 0, count: 48 * 48 * 4).enumerated().map { $0.offset % 4 == 3 ? 255 : 0 })
        // The full-size picture alone is 9 MB of RGBA, its filtered rows 13.5 MB: neither was held.
        XCTAssertLessThan(budget.peak, 400_000, "held at most: \(budget.peak) bytes")
        XCTAssertLessThan(budget.largest, 200_000)
    }

    func testShrinkingWhileDecodingGivesTheSameBytesAsShrinkingAfter() throws {
        let names = try PNGDecoderTests.expectedSizes().map(\.name)
        XCTAssertGreaterThan(names.count, 20)
        for name in names {
            let bytes = try PNGDecoderTests.fixture("\(name).png")
            let full = try PNGDecoder.decode(bytes)
            let limits = ImageLimits.standard.fitting(width: max(1, full.width / 3), height: max(1, full.height / 2))
            let size = limits.decodedSize(width: full.width, height: full.height)

            let shrunk = try PNGDecoder.decode(bytes, limits: limits)

            XCTAssertEqual(shrunk.pixels, AreaScaler.scale(full, width: size.width, height: size.height).pixels, name)
            XCTAssertEqual([shrunk.originalWidth, shrunk.originalHeight], [full.width, full.height], name)
        }
    }

    func testAPictureOverTheBudgetIsRefusedBeforeItIsAllocated() throws {
        let file = Self.blackPNG(width: 1500, height: 1500, sixteenBit: false)
        let budget = DecodeBudget(limit: 4_000_000)

        XCTAssertThrowsError(try PNGDecoder.decode(file, limits: ImageLimits(memoryBudget: 4_000_000), budget: budget))
        {
            error in
            let message = String(describing: error)
            XCTAssertTrue(message.contains("the 1500×1500 PNG needs 9.0 MB, over the memory budget of 4.0 MB"), message)
        }
        XCTAssertLessThan(budget.peak, 4_000_000, "nothing over the budget was counted")
    }

    func testAJPEGIsDecodedAtAnEighthWhenThatCoversTheBox() throws {
        for name in ["baseline-420", "progressive-420", "baseline-444", "progressive-444-restart"] {
            let bytes = try JPEGDecoderTests.fixture("\(name).jpg")
            let full = try JPEGDecoder.decode(bytes)
            let limits = ImageLimits.standard.fitting(width: max(1, full.width / 9), height: max(1, full.height / 9))
            let budget = DecodeBudget(limit: limits.memoryBudget)

            let small = try JPEGDecoder.decode(bytes, limits: limits, budget: budget)

            XCTAssertEqual(JPEGFrameReader.blockSize(width: full.width, height: full.height, limits: limits), 1, name)
            let size = limits.decodedSize(width: full.width, height: full.height)
            XCTAssertEqual([small.width, small.height], [size.width, size.height], name)
            XCTAssertEqual([small.originalWidth, small.originalHeight], [full.width, full.height], name)
            // An eighth of the samples (and for progressive files a packed DC and a bit mask per block, not 64
            // coefficients) is all that was held.
            XCTAssertLessThan(budget.peak, full.width * full.height / 4 + 4096, name)
            Self.assertClose(small, AreaScaler.scale(full, width: size.width, height: size.height), name)
        }
    }

    func testScaledProgressiveAndBaselineFilesOfTheSamePictureDecodeAlike() throws {
        let baseline = try JPEGDecoderTests.fixture("baseline-420.jpg")
        let progressive = try JPEGDecoderTests.fixture("progressive-420.jpg")
        let full = try JPEGDecoder.decode(baseline)
        for divisor in [2, 4, 8] {
            let limits = ImageLimits.standard.fitting(width: full.width / divisor, height: full.height / divisor)
            let fromBaseline = try JPEGDecoder.decode(baseline, limits: limits)
            let fromProgressive = try JPEGDecoder.decode(progressive, limits: limits)

            Self.assertClose(fromProgressive, fromBaseline, "1/\(divisor)", tolerance: 3)
            Self.assertClose(
                fromBaseline, AreaScaler.scale(full, width: fromBaseline.width, height: fromBaseline.height),
                "1/\(divisor)")
        }
    }

    /// Every channel within `tolerance` on average, and none off by more than a quarter of the range. The fixtures
    /// are tiny (33 × 18: at 1/8 a frame is 5 × 3 samples, mostly edges), hence the loose default.
    static func assertClose(
        _ image: RGBAImage, _ reference: RGBAImage, _ message: String, tolerance: Double = 12,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard image.width == reference.width, image.height == reference.height else {
            return XCTFail(
                "\(message): \(image.width)×\(image.height) vs \(reference.width)×\(reference.height)",
                file: file, line: line)
        }
        let differences = zip(image.pixels, reference.pixels).map { abs(Int($0) - Int($1)) }
        let mean = Double(differences.reduce(0, +)) / Double(max(1, differences.count))
        XCTAssertLessThanOrEqual(mean, tolerance, "\(message): mean difference", file: file, line: line)
        XCTAssertLessThanOrEqual(differences.max() ?? 0, 64, "\(message): largest difference", file: file, line: line)
    }
}
