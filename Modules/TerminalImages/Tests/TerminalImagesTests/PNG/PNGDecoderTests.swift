import Foundation
import XCTest

@testable import TerminalImages

final class PNGDecoderTests: XCTestCase {
    static func fixtureURL(_ name: String) throws -> URL {
        try XCTUnwrap(Bundle.module.resourceURL).appendingPathComponent("Fixtures/PNG/\(name)")
    }

    static func fixture(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: fixtureURL(name)))
    }

    /// "NAME WIDTH HEIGHT" per fixture, as ImageMagick reported them.
    static func expectedSizes() throws -> [(name: String, width: Int, height: Int)] {
        let text = String(decoding: try fixture("expected-sizes.txt"), as: UTF8.self)
        return try text.split(separator: "\n").map { line in
            let fields = line.split(separator: " ")
            guard fields.count == 3, let width = Int(fields[1]), let height = Int(fields[2]) else {
                throw CocoaError(.fileReadCorruptFile)
            }
            return (String(fields[0]), width, height)
        }
    }

    /// ImageMagick's pixels for `name`: 8-bit RGBA, from the 16-bit dump's high bytes when there is one.
    static func expectedPixels(_ name: String) throws -> [UInt8] {
        if FileManager.default.fileExists(atPath: try fixtureURL("\(name).expected.rgba16").path) {
            let wide = try fixture("\(name).expected.rgba16")
            return stride(from: 0, to: wide.count, by: 2).map { wide[$0] }
        }
        return try fixture("\(name).expected.rgba")
    }

    func testEveryFixtureMatchesImageMagick() throws {
        let sizes = try Self.expectedSizes()
        XCTAssertGreaterThanOrEqual(sizes.count, 39)
        for (name, width, height) in sizes {
            let image = try PNGDecoder.decode(try Self.fixture("\(name).png"))
            XCTAssertEqual(image.width, width, name)
            XCTAssertEqual(image.height, height, name)
            let expected = try Self.expectedPixels(name)
            XCTAssertEqual(expected.count, width * height * 4, name)
            if image.pixels != expected {
                let index = zip(image.pixels, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? 0
                XCTFail(
                    "\(name): first difference at pixel \(index / 4) channel \(index % 4): "
                        + "\(image.pixels[index]) != \(expected[index])")
            }
        }
    }

    func testFixturesCoverEveryColourTypeAndDepth() throws {
        let names = Set(try Self.expectedSizes().map(\.name))
        let required =
            ["grey-1", "grey-2", "grey-4", "grey-8", "grey-16", "rgb-8", "rgb-16", "palette-1", "palette-2"]
            + ["palette-4", "palette-8", "greyalpha-8", "greyalpha-16", "rgba-8", "rgba-16", "palette-4-trns"]
            + ["palette-8-trns", "grey-8-trns", "grey-16-trns", "rgb-8-trns", "rgb-16-trns", "grey-1-interlaced"]
            + ["rgb-16-interlaced", "rgba-8-3x2-interlaced", "rgba-8-stored", "rgb-8-multiple-idat"]
        XCTAssertEqual(Set(required).subtracting(names), [])
    }

    func testEntryPointSniffsPNG() throws {
        let bytes = try Self.fixture("rgba-8.png")
        XCTAssertEqual(ImageDecoder.format(of: bytes), .png)
        XCTAssertEqual(try ImageDecoder.decode(bytes), try PNGDecoder.decode(bytes))
        XCTAssertEqual(try ImageDecoder.decode(Data(bytes)), try PNGDecoder.decode(bytes))
    }

    func testEntryPointRejectsUnknownFormats() {
        XCTAssertEqual(ImageDecoder.format(of: Array("GIF89a".utf8)), nil)
        XCTAssertThrowsError(try ImageDecoder.decode(Array("GIF89a....".utf8))) { error in
            XCTAssertEqual(error as? ImageDecodingError, .unknownFormat)
        }
        XCTAssertThrowsError(try ImageDecoder.decode([])) { error in
            XCTAssertEqual(error as? ImageDecodingError, .unknownFormat)
        }
    }

    func assertFails(
        _ bytes: [UInt8], with expected: ImageDecodingError, limits: ImageLimits = .standard,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try PNGDecoder.decode(bytes, limits: limits), file: file, line: line) { error in
            XCTAssertEqual(error as? ImageDecodingError, expected, file: file, line: line)
        }
    }

    func testPixelLimitIsCheckedBeforeDecoding() throws {
        // 100 000 × 100 000 with no image data at all: refused on the header alone.
        let huge = PNGTestFile.file(PNGTestFile.header(width: 100_000, height: 100_000, depth: 8, colorType: 6))
        assertFails(huge, with: .tooLarge("100000×100000 is over 40000000 pixels"))
        let maximal = PNGTestFile.file(
            PNGTestFile.header(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF, depth: 16, colorType: 6))
        assertFails(maximal, with: .tooLarge("2147483647×2147483647 is over 40000000 pixels"))

        let small = try Self.fixture("grey-8.png")  // 10 × 7
        assertFails(small, with: .tooLarge("10×7 is over 69 pixels"), limits: ImageLimits(maxPixels: 69))
        XCTAssertEqual(try PNGDecoder.decode(small, limits: ImageLimits(maxPixels: 70)).width, 10)
    }

    func testFileSizeLimit() throws {
        let bytes = try Self.fixture("grey-8.png")
        let limits = ImageLimits(maxEncodedBytes: bytes.count - 1)
        assertFails(
            bytes, with: .tooLarge("\(bytes.count) bytes is over the limit of \(bytes.count - 1)"), limits: limits)
        XCTAssertThrowsError(try ImageDecoder.decode(bytes, limits: limits)) { error in
            XCTAssertEqual(
                error as? ImageDecodingError, .tooLarge("\(bytes.count) bytes is over the limit of \(bytes.count - 1)"))
        }
    }

    func testDamagedChunksAreRejected() throws {
        var bytes = try Self.fixture("rgb-8.png")
        bytes[bytes.count - 20] ^= 0x10  // inside the last IDAT
        assertFails(bytes, with: .malformed("PNG: CRC mismatch in IDAT"))

        bytes = try Self.fixture("rgb-8.png")
        bytes[0] = 0x88
        assertFails(bytes, with: .malformed("PNG: bad signature"))

        bytes = try Self.fixture("rgb-8.png")
        assertFails(Array(bytes.dropLast(5)), with: .truncated)
        assertFails(Array(bytes.prefix(5)), with: .truncated)
    }

    func testStructureRules() {
        let header = PNGTestFile.header(width: 2, height: 1, depth: 8, colorType: 0)
        let pixels = PNGTestFile.chunk("IDAT", PNGTestFile.zlibStored([0, 10, 20]))
        XCTAssertEqual(
            try PNGDecoder.decode(PNGTestFile.file(header, pixels)).pixels, [10, 10, 10, 255, 20, 20, 20, 255])

        assertFails(PNGTestFile.file(pixels, header), with: .malformed("PNG: first chunk is not IHDR"))
        assertFails(PNGTestFile.file(header), with: .malformed("PNG: no IDAT"))
        assertFails(
            PNGTestFile.file(header, PNGTestFile.chunk("ABCD", []), pixels),
            with: .unsupported("PNG: unknown critical chunk ABCD"))
        XCTAssertNoThrow(try PNGDecoder.decode(PNGTestFile.file(header, PNGTestFile.chunk("abCd", [1]), pixels)))
        assertFails(
            PNGTestFile.file(PNGTestFile.header(width: 2, height: 1, depth: 8, colorType: 3), pixels),
            with: .malformed("PNG: palette image without PLTE"))
        assertFails(
            PNGTestFile.file(PNGTestFile.header(width: 2, height: 1, depth: 4, colorType: 2), pixels),
            with: .malformed("PNG: bit depth 4 is invalid for colour type 2"))
        assertFails(
            PNGTestFile.file(PNGTestFile.header(width: 0, height: 1, depth: 8, colorType: 0), pixels),
            with: .malformed("PNG: invalid size 0×1"))
        assertFails(
            PNGTestFile.file(PNGTestFile.header(width: 2, height: 1, depth: 8, colorType: 0, interlace: 2), pixels),
            with: .malformed("PNG: unknown interlace method"))
    }

    func testImageDataMustMatchThePictureSize() {
        let header = PNGTestFile.header(width: 2, height: 1, depth: 8, colorType: 0)
        let short = PNGTestFile.chunk("IDAT", PNGTestFile.zlibStored([0, 10]))
        assertFails(PNGTestFile.file(header, short), with: .malformed("PNG: image data ends early"))
        let long = PNGTestFile.chunk("IDAT", PNGTestFile.zlibStored([0, 10, 20, 30]))
        assertFails(PNGTestFile.file(header, long), with: .malformed("zlib: more data than expected"))
        let badFilter = PNGTestFile.chunk("IDAT", PNGTestFile.zlibStored([5, 10, 20]))
        assertFails(PNGTestFile.file(header, badFilter), with: .malformed("PNG: unknown filter type 5"))
    }

    func testDecompressionBombStopsAtThePictureSize() {
        // A 10×7 grey picture needs 77 bytes, but its data inflates to over 10 MB of zeros (a zero literal,
        // then 40 000 matches of 258 bytes at distance 1, 13 bits each): refused once byte 78 would be written.
        var writer = DeflateBitWriter()
        writer.write(1, bits: 1)
        writer.write(1, bits: 2)
        writer.writeFixedLiteral(0)
        for _ in 0..<40_000 {
            writer.writeFixedLiteral(285)
            writer.writeCode(0, length: 5)
        }
        writer.writeFixedLiteral(256)
        let header = PNGTestFile.header(width: 10, height: 7, depth: 8, colorType: 0)
        let bomb = PNGTestFile.chunk("IDAT", DeflateBitWriter.zlib(writer.bytes, adler: 0))
        assertFails(PNGTestFile.file(header, bomb), with: .malformed("zlib: more data than expected"))
    }

    func testPaletteIndexPastThePaletteIsOpaqueBlack() throws {
        let header = PNGTestFile.header(width: 2, height: 1, depth: 8, colorType: 3)
        let palette = PNGTestFile.chunk("PLTE", [200, 100, 50])
        let pixels = PNGTestFile.chunk("IDAT", PNGTestFile.zlibStored([0, 0, 7]))
        XCTAssertEqual(
            try PNGDecoder.decode(PNGTestFile.file(header, palette, pixels)).pixels, [200, 100, 50, 255, 0, 0, 0, 255])
    }

    func testErrorsDescribeThemselves() {
        XCTAssertEqual(ImageDecodingError.truncated.description, "the picture file is cut short")
        XCTAssertEqual(
            ImageDecodingError.malformed("PNG: bad signature").description,
            "the picture file is damaged (PNG: bad signature)")
        XCTAssertEqual(ImageDecodingError.unknownFormat.description, "not a PNG or JPEG picture")
    }
}
