import Foundation
import XCTest

@testable import TerminalImages

/// The JPEG decoder matches libjpeg-turbo's djpeg within ±2 per channel on every committed variant
/// (see Tests/make-jpeg-fixtures.sh), and refuses bad input with a typed error.
final class JPEGDecoderTests: XCTestCase {
    static let fixtureNames = [
        "baseline-grey", "baseline-444", "baseline-422", "baseline-420", "baseline-440", "baseline-411",
        "baseline-420-square", "restart-420", "restart-grey", "progressive-grey", "progressive-420",
        "progressive-444-restart", "quant16-444", "rgb", "separate-scans-420",
    ]

    static func fixture(_ name: String) throws -> [UInt8] {
        let url = try XCTUnwrap(Bundle.module.resourceURL).appendingPathComponent("Fixtures/JPEG/\(name)")
        return [UInt8](try Data(contentsOf: url))
    }

    /// Reads a binary PGM (P5) or PPM (P6) with maxval 255 into RGBA.
    static func expected(_ name: String) throws -> RGBAImage {
        let bytes = try fixture("\(name).expected.pnm")
        var fields: [String] = []
        var index = 0
        while fields.count < 4 {
            while index < bytes.count && (bytes[index] == 0x20 || bytes[index] == 0x0A) { index += 1 }
            var field = ""
            while index < bytes.count && bytes[index] != 0x20 && bytes[index] != 0x0A {
                field.append(Character(UnicodeScalar(bytes[index])))
                index += 1
            }
            fields.append(field)
        }
        index += 1
        let width = try XCTUnwrap(Int(fields[1]))
        let height = try XCTUnwrap(Int(fields[2]))
        let channels = fields[0] == "P5" ? 1 : 3
        XCTAssertEqual(fields[3], "255")
        let samples = Array(bytes[index...])
        XCTAssertEqual(samples.count, width * height * channels)
        var pixels: [UInt8] = []
        for pixel in 0..<(width * height) {
            let start = pixel * channels
            if channels == 1 {
                pixels += [samples[start], samples[start], samples[start], 255]
            } else {
                pixels += [samples[start], samples[start + 1], samples[start + 2], 255]
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    func testEveryFixtureMatchesTheReferenceDecoderWithinTwo() throws {
        for name in Self.fixtureNames {
            let image = try JPEGDecoder.decode(Self.fixture("\(name).jpg"), limits: .standard)
            let reference = try Self.expected(name)
            XCTAssertEqual(image.width, reference.width, name)
            XCTAssertEqual(image.height, reference.height, name)
            guard image.pixels.count == reference.pixels.count else { continue }
            var worst = 0
            for (a, b) in zip(image.pixels, reference.pixels) { worst = max(worst, abs(Int(a) - Int(b))) }
            XCTAssertLessThanOrEqual(worst, 2, "\(name): largest channel difference \(worst)")
        }
    }

    func testSizesAreCheckedBeforeDecoding() throws {
        let bytes = try Self.fixture("baseline-444.jpg")  // 19×13 = 247 pixels
        XCTAssertThrowsError(try JPEGDecoder.decode(bytes, limits: ImageLimits(maxEncodedBytes: 100))) {
            guard case .tooLarge = $0 as? ImageDecodingError else { return XCTFail("\($0)") }
        }
        XCTAssertThrowsError(try JPEGDecoder.decode(bytes, limits: ImageLimits(maxPixels: 246))) {
            guard case .tooLarge = $0 as? ImageDecodingError else { return XCTFail("\($0)") }
        }
        XCTAssertNoThrow(try JPEGDecoder.decode(bytes, limits: ImageLimits(maxPixels: 247)))
        // A header claiming 65535×65535 is refused from the header alone.
        var huge = bytes
        let sof = try XCTUnwrap(Self.marker(0xC0, in: huge))
        huge.replaceSubrange((sof + 3)..<(sof + 7), with: [0xFF, 0xFF, 0xFF, 0xFF])
        XCTAssertThrowsError(try JPEGDecoder.decode(huge, limits: .standard)) {
            guard case .tooLarge = $0 as? ImageDecodingError else { return XCTFail("\($0)") }
        }
    }

    func testTruncatedScanDataIsATypedError() throws {
        for name in ["baseline-420", "progressive-420", "restart-420"] {
            let bytes = try Self.fixture("\(name).jpg")
            let sos = try XCTUnwrap(Self.marker(0xDA, in: bytes))
            let cut = Array(bytes[..<(sos + 40)])
            XCTAssertThrowsError(try JPEGDecoder.decode(cut, limits: .standard), name) {
                XCTAssertEqual($0 as? ImageDecodingError, .truncated, name)
            }
        }
    }

    func testEveryTruncationEndsInAnErrorOrAPicture() throws {
        for name in Self.fixtureNames {
            let bytes = try Self.fixture("\(name).jpg")
            for length in 0..<bytes.count {
                let cut = Array(bytes[..<length])
                do {
                    let image = try JPEGDecoder.decode(cut, limits: .standard)
                    // Only a file missing nothing but its EOI marker may still decode.
                    XCTAssertGreaterThanOrEqual(length, bytes.count - 2, "\(name) cut at \(length)")
                    XCTAssertEqual(image.pixels.count, image.width * image.height * 4)
                } catch {
                    XCTAssertNotNil(error as? ImageDecodingError, "\(name) cut at \(length): \(error)")
                }
            }
        }
    }

    func testFlippedBytesNeverCrash() throws {
        for name in ["baseline-420", "progressive-420", "restart-grey", "progressive-444-restart"] {
            let bytes = try Self.fixture("\(name).jpg")
            let flips: [UInt8] = [0xFF, 0x01, 0x80, 0x10]
            for position in 0..<bytes.count {
                var corrupt = bytes
                corrupt[position] ^= flips[position % flips.count]
                do {
                    let image = try JPEGDecoder.decode(corrupt, limits: ImageLimits(maxPixels: 100_000))
                    XCTAssertEqual(image.pixels.count, image.width * image.height * 4)
                } catch {
                    XCTAssertNotNil(error as? ImageDecodingError, "\(name) byte \(position): \(error)")
                }
            }
        }
    }

    func testUnsupportedCodingIsNamed() throws {
        let bytes = try Self.fixture("baseline-444.jpg")
        let sof = try XCTUnwrap(Self.marker(0xC0, in: bytes))
        for (marker, expectation) in [(UInt8(0xC9), "arithmetic"), (0xC3, "lossless"), (0xCA, "arithmetic")] {
            var changed = bytes
            changed[sof - 1] = marker
            XCTAssertThrowsError(try JPEGDecoder.decode(changed, limits: .standard)) {
                guard case .unsupported(let why) = $0 as? ImageDecodingError else { return XCTFail("\($0)") }
                XCTAssertTrue(why.contains(expectation), why)
            }
        }
        var twelveBit = bytes
        twelveBit[sof + 2] = 12
        XCTAssertThrowsError(try JPEGDecoder.decode(twelveBit, limits: .standard)) {
            guard case .unsupported(let why) = $0 as? ImageDecodingError else { return XCTFail("\($0)") }
            XCTAssertTrue(why.contains("12-bit"), why)
        }
    }

    func testFillBytesBeforeMarkersAreSkipped() throws {
        // Any marker may be preceded by extra 0xFF fill bytes, restart markers inside a scan included.
        let bytes = try Self.fixture("restart-420.jpg")
        let firstScan = try XCTUnwrap(Self.marker(0xDA, in: bytes)) - 2
        var padded = Array(bytes[..<firstScan])
        var index = firstScan
        var inserted = 0
        while index < bytes.count {
            if bytes[index] == 0xFF && index + 1 < bytes.count && bytes[index + 1] != 0 && bytes[index + 1] != 0xFF {
                padded += [0xFF, 0xFF]
                inserted += 1
            }
            padded.append(bytes[index])
            index += 1
        }
        XCTAssertGreaterThanOrEqual(inserted, 6)  // five RST markers and EOI
        XCTAssertEqual(
            try JPEGDecoder.decode(padded, limits: .standard), try JPEGDecoder.decode(bytes, limits: .standard))
    }

    func testCMYKIsUnsupported() throws {
        let bytes = try Self.fixture("baseline-444.jpg")
        let sof = try XCTUnwrap(Self.marker(0xC0, in: bytes))
        let length = Int(bytes[sof]) << 8 | Int(bytes[sof + 1])
        var cmyk = Array(bytes[..<sof])
        cmyk += [0, 20, 8] + bytes[(sof + 3)..<(sof + 7)] + [4]
        cmyk += [1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1, 4, 0x11, 0]
        cmyk += bytes[(sof + length)...]
        XCTAssertThrowsError(try JPEGDecoder.decode(cmyk, limits: .standard)) {
            guard case .unsupported(let why) = $0 as? ImageDecodingError else { return XCTFail("\($0)") }
            XCTAssertTrue(why.contains("CMYK"), why)
        }
    }

    func testNotAJPEGAndEmptyFilesAreRefused() {
        for bytes: [UInt8] in [[], [0xFF], [0x89, 0x50, 0x4E, 0x47], [0xFF, 0xD8, 0xFF, 0xD9]] {
            XCTAssertThrowsError(try JPEGDecoder.decode(bytes, limits: .standard)) {
                XCTAssertNotNil($0 as? ImageDecodingError)
            }
        }
    }

    func testABadHuffmanCodeIsMalformed() throws {
        // Filling the scan data with 1 bits gives a code no table defines.
        var bytes = try Self.fixture("baseline-420.jpg")
        let sos = try XCTUnwrap(Self.marker(0xDA, in: bytes))
        let length = Int(bytes[sos]) << 8 | Int(bytes[sos + 1])
        let data = sos + length
        for index in data..<(data + 40) { bytes[index] = index.isMultiple(of: 2) ? 0xFF : 0x00 }
        XCTAssertThrowsError(try JPEGDecoder.decode(bytes, limits: .standard)) {
            guard case .malformed = $0 as? ImageDecodingError else { return XCTFail("\($0)") }
        }
    }

    func testEndlessRefinementScansAreRefused() throws {
        // Repeat the first (DC) scan of a progressive file until the scan count passes the cap.
        let bytes = try Self.fixture("progressive-grey.jpg")
        let firstScan = try XCTUnwrap(Self.marker(0xDA, in: bytes)) - 2
        var scanEnd = firstScan + 2
        while !(bytes[scanEnd] == 0xFF && bytes[scanEnd + 1] != 0 && !(0xD0...0xD7).contains(bytes[scanEnd + 1])) {
            scanEnd += 1
        }
        let scan = Array(bytes[firstScan..<scanEnd])
        var hostile = Array(bytes[..<firstScan])
        for _ in 0...JPEGFrameReader.maxScans { hostile += scan }
        hostile += [0xFF, 0xD9]
        var allowed = Array(bytes[..<firstScan])
        for _ in 0..<JPEGFrameReader.maxScans { allowed += scan }
        allowed += [0xFF, 0xD9]
        XCTAssertNoThrow(try JPEGDecoder.decode(allowed, limits: .standard))
        XCTAssertThrowsError(try JPEGDecoder.decode(hostile, limits: .standard)) {
            guard case .malformed(let why) = $0 as? ImageDecodingError else { return XCTFail("\($0)") }
            XCTAssertTrue(why.contains("scans"), why)
        }
    }

    /// The offset of the byte after `0xFF code` (the segment length), or nil.
    static func marker(_ code: UInt8, in bytes: [UInt8]) -> Int? {
        var index = 2
        while index + 1 < bytes.count {
            if bytes[index] == 0xFF && bytes[index + 1] == code { return index + 2 }
            index += 1
        }
        return nil
    }
}
