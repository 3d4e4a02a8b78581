import XCTest

@testable import TerminalImages

/// The Paeth predictor's tie rule (PNG spec 9.4): when the distances to the pixel above and to the upper-left
/// pixel are equal, the pixel above wins. The fixtures never hit this tie with different neighbours, so it is
/// pinned here with a hand-built file.
final class PNGPaethTieTests: XCTestCase {
    func testATieBetweenAboveAndUpperLeftPredictsFromAbove() throws {
        // Greyscale 8-bit, 2 × 2. Row 0 (no filter): 10, 30. Row 1 (Paeth): the first byte 246 makes
        // 246 + above(10) = 0 (mod 256); for the second, left = 0, above = 30, upper-left = 10, so
        // p = 0 + 30 - 10 = 20 and the distances are |p - left| = 20, |p - above| = 10, |p - upper-left| = 10:
        // a tie between above and upper-left, which above wins, giving 5 + 30 = 35 (not 5 + 10).
        let header = PNGTestFile.header(width: 2, height: 2, depth: 8, colorType: 0)
        let rows: [UInt8] = [0, 10, 30, 4, 246, 5]
        let data = PNGTestFile.chunk("IDAT", PNGTestFile.zlibStored(rows))

        let image = try PNGDecoder.decode(PNGTestFile.file(header, data))

        let grey = stride(from: 0, to: image.pixels.count, by: 4).map { image.pixels[$0] }
        XCTAssertEqual(grey, [10, 30, 0, 35])
    }

    func testTheUnfilterItselfPrefersAboveOnATie() throws {
        var row: [UInt8] = [246, 5]
        let prior: [UInt8] = [10, 30]
        try row.withUnsafeMutableBufferPointer { rowBytes in
            try prior.withUnsafeBufferPointer { priorBytes in
                try PNGUnfilter.unfilter(
                    type: 4, row: rowBytes.baseAddress!, prior: priorBytes.baseAddress!, count: 2, stride: 1)
            }
        }
        XCTAssertEqual(row, [0, 35])
    }
}
