import Foundation
import XCTest

@testable import TerminalImages

final class EncoderTests: XCTestCase {
    // MARK: Half-blocks

    func testHalfBlocksPairRowsAndSetColoursOnlyWhenTheyChange() {
        // Row 0: red, red, blue. Row 1: green, green, green.
        let image = SyntheticImages.make(width: 3, height: 2) { x, y in
            y == 1 ? (0, 255, 0, 255) : x < 2 ? (255, 0, 0, 255) : (0, 0, 255, 255)
        }
        XCTAssertEqual(
            HalfBlockEncoder.lines(for: image),
            ["\u{1B}[38;2;255;0;0;48;2;0;255;0m▀▀\u{1B}[38;2;0;0;255m▀\u{1B}[0m"])
    }

    func testHalfBlocksOddLastRowUsesTheDefaultBackground() {
        let image = SyntheticImages.solid(width: 2, height: 3, 1, 2, 3)
        XCTAssertEqual(
            HalfBlockEncoder.lines(for: image),
            ["\u{1B}[38;2;1;2;3;48;2;1;2;3m▀▀\u{1B}[0m", "\u{1B}[38;2;1;2;3;49m▀▀\u{1B}[0m"])
    }

    // MARK: kitty

    func testKittySmallPictureIsOneFinalChunk() {
        let image = SyntheticImages.solid(width: 1, height: 1, 255, 0, 0)
        XCTAssertEqual(
            KittyGraphicsEncoder.transmitAndDisplay(image, id: 7, grid: CellGrid(columns: 2, rows: 1)),
            "\u{1B}_Ga=T,f=32,s=1,v=1,i=7,c=2,r=1,q=2,m=0;/wAA/w==\u{1B}\\")
        XCTAssertEqual(
            KittyGraphicsEncoder.transmitAndDisplay(
                image, id: 7, grid: CellGrid(columns: 2, rows: 1), moveCursor: false),
            "\u{1B}_Ga=T,f=32,s=1,v=1,i=7,c=2,r=1,q=2,C=1,m=0;/wAA/w==\u{1B}\\")
    }

    func testKittyChunksAreAtMost4096AndReassembleToThePixels() throws {
        let image = SyntheticImages.make(width: 40, height: 30) { x, y in (UInt8(x), UInt8(y), UInt8(x ^ y), 200) }
        let output = KittyGraphicsEncoder.transmitAndDisplay(image, id: 3, grid: CellGrid(columns: 4, rows: 2))
        let sequences = output.components(separatedBy: "\u{1B}\\").dropLast()
        XCTAssertEqual(sequences.count, 2)  // 4800 bytes → 6400 base64 characters → 4096 + 2304
        var payload = ""
        for (index, sequence) in sequences.enumerated() {
            XCTAssertTrue(sequence.hasPrefix("\u{1B}_G"))
            let parts = sequence.dropFirst(3).split(separator: ";", maxSplits: 1).map(String.init)
            XCTAssertEqual(parts.count, 2)
            let last = index == sequences.count - 1
            if index == 0 {
                XCTAssertEqual(parts[0], "a=T,f=32,s=40,v=30,i=3,c=4,r=2,q=2,m=1")
            } else {
                XCTAssertEqual(parts[0], last ? "m=0,q=2" : "m=1,q=2")
            }
            XCTAssertLessThanOrEqual(parts[1].utf8.count, 4096)
            if !last { XCTAssertEqual(parts[1].utf8.count, 4096) }
            payload += parts[1]
        }
        XCTAssertEqual(try XCTUnwrap(Data(base64Encoded: payload)), Data(image.pixels))
    }

    func testKittyDeletion() {
        XCTAssertEqual(KittyGraphicsEncoder.delete(id: 42), "\u{1B}_Ga=d,d=I,i=42,q=2\u{1B}\\")
        XCTAssertEqual(KittyGraphicsEncoder.deleteAll, "\u{1B}_Ga=d,d=A,q=2\u{1B}\\")
    }

    // MARK: iTerm2 and its PNG

    func testITerm2CarriesAStoredPNGSizedInCells() throws {
        let image = SyntheticImages.solid(width: 2, height: 2, 9, 8, 7, 6)
        let output = ITerm2InlineEncoder.inlineImage(image, grid: CellGrid(columns: 5, rows: 3))
        let png = StoredPNGEncoder.encode(image)
        XCTAssertEqual(
            output,
            "\u{1B}]1337;File=inline=1;size=\(png.count);width=5;height=3;preserveAspectRatio=1:"
                + Data(png).base64EncodedString() + "\u{07}")
    }

    func testStoredPNGIsByteExact() {
        // Checksums (IHDR CRC, Adler-32, IDAT CRC) computed independently with Python's zlib module.
        let image = RGBAImage(width: 1, height: 1, pixels: [255, 0, 0, 255])
        let expected: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A,
            0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1F, 0x15, 0xC4, 0x89,
            0, 0, 0, 16, 0x49, 0x44, 0x41, 0x54, 0x78, 0x01, 0x01, 0x05, 0x00, 0xFA, 0xFF,
            0, 255, 0, 0, 255, 0x05, 0x00, 0x01, 0xFF, 0xFA, 0x5C, 0x88, 0xD1,
            0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
        ]
        XCTAssertEqual(StoredPNGEncoder.encode(image), expected)
    }

    func testStoredPNGSplitsRowsOverMoreThanOneStoredBlock() {
        // 200 × 100 RGBA rows are 80,100 bytes: two stored blocks, the first of 65,535 bytes and not final.
        let image = SyntheticImages.solid(width: 200, height: 100, 1, 2, 3)
        let png = StoredPNGEncoder.encode(image)
        let idat = 8 + 25
        XCTAssertEqual(Array(png[(idat + 4)..<(idat + 8)]), Array("IDAT".utf8))
        XCTAssertEqual(Array(png[(idat + 10)..<(idat + 15)]), [0x00, 0xFF, 0xFF, 0x00, 0x00])
        let second = idat + 15 + 65_535
        XCTAssertEqual(Array(png[second..<(second + 5)]), [0x01, 0xE5, 0x38, 0x1A, 0xC7])
        XCTAssertEqual(png.count, 8 + 25 + 12 + 2 + 5 + 65_535 + 5 + (80_100 - 65_535) + 4 + 12)
    }

    // MARK: Sixel

    func testSixelTinyPictureExact() {
        // 3 × 7: rows 0–5 red except a blue pixel at (2, 0); row 6 white (the second band).
        let image = SyntheticImages.make(width: 3, height: 7) { x, y in
            if y == 6 { return (255, 255, 255, 255) }
            return x == 2 && y == 0 ? (0, 0, 255, 255) : (255, 0, 0, 255)
        }
        XCTAssertEqual(
            SixelEncoder.encode(image),
            "\u{1B}P0;1;0q\"1;1;3;7#5;2;0;0;100#180;2;100;0;0#215;2;100;100;100"
                + "#5??@$#180~~}-#215@@@\u{1B}\\")
    }

    func testSixelRunLengthEncodesFourOrMore() {
        let image = SyntheticImages.solid(width: 10, height: 1, 0, 0, 0)
        XCTAssertEqual(SixelEncoder.encode(image), "\u{1B}P0;1;0q\"1;1;10;1#0;2;0;0;0#0!10@\u{1B}\\")
        let three = SyntheticImages.solid(width: 3, height: 6, 255, 255, 255)
        XCTAssertEqual(SixelEncoder.encode(three), "\u{1B}P0;1;0q\"1;1;3;6#215;2;100;100;100#215~~~\u{1B}\\")
    }

    func testSixelDithersMidTonesBetweenTheTwoNearestLevels() {
        // Grey 128 is level 2.51: the 4 × 4 dither mixes levels 2 and 3 about half and half.
        let image = SyntheticImages.solid(width: 4, height: 4, 128, 128, 128)
        let output = SixelEncoder.encode(image)
        XCTAssertTrue(output.contains("#86;2;40;40;40"), output)
        XCTAssertTrue(output.contains("#129;2;60;60;60"), output)
        XCTAssertFalse(output.contains("#43;"), output)
    }
}
