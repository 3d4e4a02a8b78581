import Foundation
import XCTest

@testable import TerminalImages

/// The fast output paths against the plain implementations they replaced (the `Reference…` types, kept in the
/// tests only): on pseudo-random pictures of many shapes, with and without transparency, every byte must match.
final class FastOutputEquivalenceTests: XCTestCase {
    /// A deterministic xorshift generator, so a failure can be reproduced.
    private struct Random {
        var state: UInt32

        mutating func next() -> UInt32 {
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            return state
        }

        mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next() >> 8) }

        mutating func below(_ bound: Int) -> Int { Int(next() % UInt32(bound)) }
    }

    private enum Alpha { case opaque, mixed, sparse }

    /// A noisy picture: smooth ramps plus noise; `alpha` opaque, random, or mostly opaque with holes.
    private func picture(width: Int, height: Int, alpha: Alpha, seed: UInt32) -> RGBAImage {
        var random = Random(state: seed)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let at = (y * width + x) * 4
                pixels[at] = UInt8(truncatingIfNeeded: x * 7 + Int(random.byte() & 31))
                pixels[at + 1] = UInt8(truncatingIfNeeded: y * 5 + Int(random.byte() & 63))
                pixels[at + 2] = random.byte()
                switch alpha {
                case .opaque: pixels[at + 3] = 255
                case .mixed: pixels[at + 3] = random.byte()
                case .sparse: pixels[at + 3] = random.below(9) == 0 ? UInt8(random.below(3) * 100) : 255
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Source and target sizes: halving (two rows per target), thirds, non-integer ratios, strong shrinking (many
    /// rows per target), upscaling, the same size, and single rows or columns.
    private let shapes: [(source: (Int, Int), target: (Int, Int))] = [
        ((64, 48), (32, 24)), ((61, 47), (30, 23)), ((90, 60), (30, 20)), ((97, 53), (41, 17)),
        ((200, 150), (10, 7)), ((33, 21), (80, 45)), ((19, 13), (19, 13)), ((1, 1), (3, 2)), ((128, 1), (5, 1)),
        ((1, 77), (1, 9)), ((7, 7), (2, 5)), ((160, 120), (80, 60)), ((41, 29), (40, 28)),
    ]

    func testAreaScalerMatchesTheReferenceByteForByte() {
        for (index, shape) in shapes.enumerated() {
            for alpha in [Alpha.opaque, .mixed, .sparse] {
                let image = picture(
                    width: shape.source.0, height: shape.source.1, alpha: alpha, seed: 77 + UInt32(index))
                let (width, height) = shape.target
                XCTAssertEqual(
                    AreaScaler.scale(image, width: width, height: height).pixels,
                    ReferenceAreaScaler.scale(image, width: width, height: height).pixels,
                    "\(shape) \(alpha)")
                for background in [RGBColor.black, RGBColor(red: 250, green: 128, blue: 3)] {
                    XCTAssertEqual(
                        AreaScaler.scale(image, width: width, height: height, over: background).pixels,
                        ReferenceAreaScaler.scale(image, width: width, height: height, over: background).pixels,
                        "\(shape) \(alpha) over \(background)")
                }
            }
        }
    }

    func testAreaScalerMatchesTheReferenceWhenRowsAreScaledOnSeveralThreads() {
        // At least a megapixel: target rows are split into chunks scaled at once (on a machine with two cores or
        // more); halving, an uneven ratio and strong shrinking, with transparency.
        let image = picture(width: 1_030, height: 1_024, alpha: .sparse, seed: 41)
        XCTAssertGreaterThanOrEqual(image.width * image.height, AreaScaler.parallelMinimum)
        // Target rows in several ranges, on any number of cores.
        for height in [512, 257, 33] {
            XCTAssertGreaterThan(
                ParallelChunks.chunkCount(
                    of: height, work: image.width * image.height, minimumWork: AreaScaler.parallelMinimum), 1)
        }
        for (width, height) in [(515, 512), (301, 257), (40, 33)] {
            XCTAssertEqual(
                AreaScaler.scale(image, width: width, height: height).pixels,
                ReferenceAreaScaler.scale(image, width: width, height: height).pixels, "\(width)×\(height)")
            XCTAssertEqual(
                AreaScaler.scale(image, width: width, height: height, over: .black).pixels,
                ReferenceAreaScaler.scale(image, width: width, height: height, over: .black).pixels,
                "\(width)×\(height) over black")
        }
    }

    func testAreaScalerMatchesTheReferenceOnTheWideDirectPath() {
        let width = AreaScaler.maxBlendedRowWidth + 3
        let image = picture(width: width, height: 2, alpha: .mixed, seed: 5)
        XCTAssertEqual(
            AreaScaler.scale(image, width: 7, height: 1).pixels,
            ReferenceAreaScaler.scale(image, width: 7, height: 1).pixels)
        XCTAssertEqual(
            AreaScaler.scale(image, width: 7, height: 3, over: .black).pixels,
            ReferenceAreaScaler.scale(image, width: 7, height: 3, over: .black).pixels)
    }

    func testRoundedBytesRoundHalfAwayFromZeroAndClampLikeTheScalarRule() {
        let reference = { (value: Float) in UInt8(min(255, max(0, value.rounded()))) }
        // Ties, the float just below one half (where adding 0.5 would round up), bounds and beyond.
        var values: [Float] = [
            0, -0.0, 0.5, 1.5, 2.5, 3.5, 254.5, 253.5, 0.49999997, 1.4999999, 2.4999998, 254.49998, 254.50002,
            254.99998, 255, 255.49998, 255.5, 256, 1e9, -0.49999997, -0.5, -1, -1e9, .leastNonzeroMagnitude, 127.5,
            128.5,
        ]
        var random = Random(state: 99)
        for _ in 0..<20_000 { values.append(Float(random.next() % 300_000) / 1000 - 20) }
        for start in stride(from: 0, to: values.count - 3, by: 4) {
            let lanes = SIMD4<Float>(values[start], values[start + 1], values[start + 2], values[start + 3])
            let bytes = AreaScaler.roundedBytes(lanes)
            for lane in 0..<4 {
                XCTAssertEqual(bytes[lane], reference(lanes[lane]), "\(lanes[lane])")
            }
        }
    }

    func testSixelMatchesTheReferenceByteForByte() {
        // Heights around the six-row bands; widths from one pixel to several hundred.
        for (index, size) in [(1, 1), (3, 7), (17, 6), (40, 13), (64, 48), (101, 35), (300, 19), (9, 61)].enumerated() {
            let image = picture(width: size.0, height: size.1, alpha: .opaque, seed: 300 + UInt32(index))
            XCTAssertEqual(SixelEncoder.encode(image), ReferenceSixelEncoder.encode(image), "\(size)")
        }
        // Flat areas: long runs, whole empty colour tails, few colours.
        let flat = SyntheticImages.make(width: 120, height: 20) { x, y in
            x < 50 ? (255, 0, 0, 255) : y < 9 ? (0, 0, 255, 255) : (UInt8(x), 128, 128, 255)
        }
        XCTAssertEqual(SixelEncoder.encode(flat), ReferenceSixelEncoder.encode(flat))
    }

    func testSixelMatchesTheReferenceWhenBandsAreWrittenOnSeveralThreads() {
        // Enough pixels for the bands to be written in chunks at once; smooth ramps with a little noise, so bands
        // hold a few dozen colours each, and a height that leaves a short last band.
        var random = Random(state: 17)
        let image = SyntheticImages.make(width: 640, height: 425) { x, y in
            let noise = Int(random.byte() & 15)
            return (UInt8(x * 255 / 639), UInt8(min(255, y * 255 / 424 + noise)), UInt8((x + y) & 255), 255)
        }
        XCTAssertGreaterThanOrEqual(image.width * image.height, SixelEncoder.parallelMinimum)
        // Bands (and rows of palette indices) in several ranges, on any number of cores.
        XCTAssertGreaterThan(
            ParallelChunks.chunkCount(
                of: (image.height + 5) / 6, work: image.width * image.height, minimumWork: SixelEncoder.parallelMinimum
            ), 1)
        XCTAssertEqual(SixelEncoder.encode(image), ReferenceSixelEncoder.encode(image))
    }

    func testSixelFromScaledRowsIsTheSixelOfTheScaledPicture() {
        // The renderer's sixel path hands each scaled row straight to the palette: small and megapixel pictures
        // (rows from several threads), with holes composited over two backgrounds.
        let small = picture(width: 97, height: 61, alpha: .sparse, seed: 3)
        let large = picture(width: 1_030, height: 1_024, alpha: .sparse, seed: 4)
        for (image, width, height) in [(small, 50, 31), (small, 160, 107), (large, 800, 600), (large, 301, 299)] {
            for background in [RGBColor.black, RGBColor(red: 10, green: 200, blue: 77)] {
                let scaled = AreaScaler.scale(image, width: width, height: height, over: background)
                var rows = [UInt8](repeating: 0, count: width * height * 4)
                rows.withUnsafeMutableBytes { rows in
                    let base = rows.baseAddress!
                    AreaScaler.forEachRow(image, width: width, height: height, over: background) { y, row in
                        (base + y * width * 4).copyMemory(from: row, byteCount: width * 4)
                    }
                }
                XCTAssertEqual(rows, scaled.pixels, "\(width)×\(height)")
                XCTAssertEqual(
                    SixelEncoder.encode(scaling: image, width: width, height: height, over: background),
                    SixelEncoder.encode(scaled), "\(width)×\(height) over \(background)")
            }
        }
    }

    func testStoredPNGMatchesTheReferenceByteForByte() {
        // Raw streams under, at and over one 65,535-byte stored block, and several blocks.
        for (index, size) in [(1, 1), (3, 2), (128, 127), (16_383, 1), (16_384, 1), (200, 100), (321, 207)].enumerated()
        {
            let image = picture(width: size.0, height: size.1, alpha: .mixed, seed: 500 + UInt32(index))
            XCTAssertEqual(StoredPNGEncoder.encode(image), ReferenceStoredPNGEncoder.encode(image), "\(size)")
        }
    }

    func testKittyAndITerm2MatchFoundationBase64InTheOldFraming() {
        // 4096 base64 characters are 3072 bytes (768 pixels): sizes just under, at and over chunk boundaries.
        for (index, size) in [(1, 1), (2, 1), (767, 1), (768, 1), (769, 1), (768, 2), (40, 30), (97, 61)].enumerated() {
            let image = picture(width: size.0, height: size.1, alpha: .mixed, seed: 700 + UInt32(index))
            let grid = CellGrid(columns: 9, rows: 4)
            for moveCursor in [true, false] {
                var control = "a=T,f=32,s=\(size.0),v=\(size.1),i=5,c=9,r=4,q=2"
                if !moveCursor { control += ",C=1" }
                XCTAssertEqual(
                    KittyGraphicsEncoder.transmitAndDisplay(image, id: 5, grid: grid, moveCursor: moveCursor),
                    referenceKitty(Data(image.pixels).base64EncodedString(), firstControl: control), "\(size)")
            }
            let png = ReferenceStoredPNGEncoder.encode(image)
            XCTAssertEqual(
                ITerm2InlineEncoder.inlineImage(image, grid: grid),
                "\u{1B}]1337;File=inline=1;size=\(png.count);width=9;height=4;preserveAspectRatio=1:"
                    + Data(png).base64EncodedString() + "\u{07}", "\(size)")
        }
    }

    func testKittyAndITerm2MatchWhenTheBase64IsWrittenOnSeveralThreads() {
        // A megabyte of pixels or more: the kitty chunks and the iTerm2 base64 blocks are written in ranges at once.
        let image = picture(width: 521, height: 507, alpha: .mixed, seed: 909)
        XCTAssertGreaterThanOrEqual(image.pixels.count, KittyGraphicsEncoder.parallelMinimum)
        // kitty's sequences, the PNG's stored blocks and the iTerm2 base64 blocks in several ranges, on any number
        // of cores.
        let payload = (image.pixels.count + 2) / 3 * 4
        XCTAssertGreaterThan(
            ParallelChunks.chunkCount(
                of: (payload + 4095) / 4096, work: image.pixels.count,
                minimumWork: KittyGraphicsEncoder.parallelMinimum), 1)
        let raw = (image.width * 4 + 1) * image.height
        XCTAssertGreaterThan(
            ParallelChunks.chunkCount(
                of: (raw + 65_534) / 65_535, work: raw, minimumWork: StoredPNGEncoder.parallelMinimum), 1)
        XCTAssertEqual(
            KittyGraphicsEncoder.transmitAndDisplay(image, id: 2, grid: CellGrid(columns: 80, rows: 40)),
            referenceKitty(
                Data(image.pixels).base64EncodedString(), firstControl: "a=T,f=32,s=521,v=507,i=2,c=80,r=40,q=2"))
        let png = ReferenceStoredPNGEncoder.encode(image)
        XCTAssertGreaterThanOrEqual(png.count, ITerm2InlineEncoder.parallelMinimum)
        XCTAssertEqual(
            ITerm2InlineEncoder.inlineImage(image, grid: CellGrid(columns: 80, rows: 40)),
            "\u{1B}]1337;File=inline=1;size=\(png.count);width=80;height=40;preserveAspectRatio=1:"
                + Data(png).base64EncodedString() + "\u{07}")
    }

    /// The kitty chunking as it was: the whole base64 string cut every 4096 characters.
    private func referenceKitty(_ payload: String, firstControl: String) -> String {
        let bytes = Array(payload.utf8)
        var output = ""
        var start = 0
        repeat {
            let end = min(bytes.count, start + 4096)
            let more = end < bytes.count
            let control = (start == 0 ? firstControl + "," : "") + (more ? "m=1" : "m=0") + (start == 0 ? "" : ",q=2")
            output += "\u{1B}_G" + control + ";" + String(decoding: bytes[start..<end], as: UTF8.self) + "\u{1B}\\"
            start = end
        } while start < bytes.count
        return output
    }
}
