import XCTest

@testable import TerminalImages

final class ZlibInflaterTests: XCTestCase {
    /// Python: zlib.compress(b"hello, hello, hello! inflate me, inflate me.", 9) — one fixed-Huffman block.
    static let fixedStream: [UInt8] = [
        0x78, 0xDA, 0xCB, 0x48, 0xCD, 0xC9, 0xC9, 0xD7, 0x51, 0xC8, 0x40, 0xA2, 0x14, 0x15, 0x32, 0xF3, 0xD2, 0x72,
        0x12, 0x4B, 0x52, 0x15, 0x72, 0x53, 0x75, 0x90, 0xD8, 0x7A, 0x00, 0x5A, 0x7F, 0x0F, 0x3A,
    ]
    static let fixedText = Array("hello, hello, hello! inflate me, inflate me.".utf8)

    /// Python: zlib.compress(text, 9) for the text below — one dynamic-Huffman block.
    static let dynamicStream: [UInt8] = [
        0x78, 0xDA, 0x75, 0xD2, 0x3D, 0x0A, 0xC2, 0x50, 0x14, 0x44, 0xE1, 0xDE, 0x55, 0xBC, 0x25, 0xE4, 0xCE, 0xE4,
        0xD7, 0xDD, 0x84, 0x60, 0xB0, 0x78, 0xC4, 0x4A, 0xDC, 0xBE, 0x85, 0x70, 0xE1, 0x22, 0xA7, 0x3D, 0xDD, 0xC7,
        0x4C, 0xDF, 0xDF, 0xD7, 0xF1, 0x6C, 0xC3, 0xBD, 0x9D, 0x7B, 0x3F, 0x5E, 0x57, 0x1B, 0xDA, 0xD9, 0x1F, 0x9F,
        0x5B, 0xFF, 0xF5, 0xC8, 0xBE, 0x94, 0xAE, 0xEC, 0x63, 0xE9, 0xCE, 0x1E, 0xA5, 0x8F, 0xD9, 0xD7, 0xD2, 0xA7,
        0xEC, 0x53, 0xE9, 0x73, 0x76, 0x95, 0xBE, 0x64, 0xDF, 0x4A, 0x5F, 0xB3, 0xCF, 0xA5, 0x6F, 0xD9, 0x5D, 0x5D,
        0x08, 0x26, 0x71, 0x10, 0x39, 0xC8, 0x1C, 0x84, 0x0E, 0x52, 0x07, 0xB1, 0x83, 0xDC, 0x41, 0xF0, 0x20, 0xB9,
        0x48, 0x2E, 0xDC, 0x9A, 0xE4, 0x22, 0xB9, 0x48, 0x2E, 0x92, 0x8B, 0xE4, 0x22, 0xB9, 0x48, 0x2E, 0x92, 0x9B,
        0xE4, 0x26, 0xB9, 0xF1, 0xE6, 0x24, 0x37, 0xC9, 0x4D, 0x72, 0x93, 0xDC, 0x24, 0x37, 0xC9, 0xFD, 0x27, 0xFF,
        0x02, 0x75, 0xA2, 0x3D, 0x54,
    ]
    /// Python: ''.join(f'launch {i}: falcon {i*7%10} flew\n' for i in range(40)).
    static let dynamicText: [UInt8] = Array(
        (0..<40).map { "launch \($0): falcon \($0 * 7 % 10) flew\n" }.joined().utf8)

    static let longAdler: UInt32 = 0xF475_ED1E
    static let longCRC: UInt32 = 0xBBCE_3B9D

    static func storedStream(_ data: [UInt8]) -> [UInt8] {
        let length = data.count
        let deflate =
            [0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)] + data
        let adler = data.withUnsafeBufferPointer { Adler32.checksum($0) }
        return DeflateBitWriter.zlib(deflate, adler: adler)
    }

    func inflate(_ stream: [UInt8], maximumCount: Int = 1 << 16) throws -> [UInt8] {
        try ZlibInflater.inflate(stream, maximumCount: maximumCount)
    }

    func assertFails(
        _ stream: [UInt8], with expected: ImageDecodingError, maximumCount: Int = 1 << 16,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try inflate(stream, maximumCount: maximumCount), file: file, line: line) { error in
            XCTAssertEqual(error as? ImageDecodingError, expected, file: file, line: line)
        }
    }

    func testStoredBlock() throws {
        let data: [UInt8] = Array(0..<200).map { UInt8($0 * 7 & 0xFF) }
        XCTAssertEqual(try inflate(Self.storedStream(data)), data)
    }

    func testEmptyStoredBlock() throws {
        XCTAssertEqual(try inflate(Self.storedStream([])), [])
        XCTAssertEqual(try inflate(Self.storedStream([]), maximumCount: 0), [])
        assertFails(Self.storedStream([7]), with: .malformed("zlib: more data than expected"), maximumCount: 0)
    }

    func testFixedHuffmanBlock() throws {
        XCTAssertEqual(Self.fixedStream[2] >> 1 & 3, 1, "fixture must be a fixed-Huffman block")
        XCTAssertEqual(try inflate(Self.fixedStream), Self.fixedText)
    }

    func testDynamicHuffmanBlock() throws {
        XCTAssertEqual(Self.dynamicStream[2] >> 1 & 3, 2, "fixture must be a dynamic-Huffman block")
        XCTAssertEqual(Self.dynamicText.count, 990)
        XCTAssertEqual(try inflate(Self.dynamicStream), Self.dynamicText)
    }

    func testOverlappingMatchRepeatsTheLastBytes() throws {
        // 'a', then length 10 at distance 1: eleven 'a's.
        var writer = DeflateBitWriter()
        writer.write(1, bits: 1)
        writer.write(1, bits: 2)
        writer.writeFixedLiteral(97)
        writer.writeFixedLiteral(264)  // length 10
        writer.writeCode(0, length: 5)  // distance 1
        writer.writeFixedLiteral(256)
        let expected = [UInt8](repeating: 97, count: 11)
        let adler = expected.withUnsafeBufferPointer { Adler32.checksum($0) }
        XCTAssertEqual(try inflate(DeflateBitWriter.zlib(writer.bytes, adler: adler)), expected)
    }

    func testBadHeaders() {
        var stream = Self.fixedStream
        stream[0] = 0x77  // compression method 7
        assertFails(stream, with: .malformed("zlib: compression method is not deflate"))
        stream = Self.fixedStream
        stream[1] ^= 0x01
        assertFails(stream, with: .malformed("zlib: header check failed"))
        stream = Self.fixedStream
        stream[0] = 0x88  // window 2^16
        stream[1] = 0x00
        stream[1] = UInt8(31 - (0x88 << 8) % 31)
        assertFails(stream, with: .malformed("zlib: window size over 32 KB"))
        // 0x78 0xBB: FDICT set, header check valid.
        assertFails([0x78, 0xBB, 0, 0, 0, 0, 0, 0], with: .unsupported("zlib: preset dictionary"))
    }

    func testBadAdlerChecksum() {
        var stream = Self.dynamicStream
        stream[stream.count - 1] ^= 0x40
        assertFails(stream, with: .malformed("zlib: Adler-32 checksum mismatch"))
    }

    func testEveryPrefixIsTruncated() {
        for stream in [Self.fixedStream, Self.dynamicStream, Self.storedStream(Array(0..<50))] {
            for length in 0..<stream.count {
                assertFails(Array(stream[0..<length]), with: .truncated)
            }
        }
    }

    func testOutputIsBounded() {
        assertFails(Self.dynamicStream, with: .malformed("zlib: more data than expected"), maximumCount: 989)
        assertFails(
            Self.storedStream(Array(0..<50)), with: .malformed("zlib: more data than expected"), maximumCount: 49)
        XCTAssertEqual(try inflate(Self.dynamicStream, maximumCount: 990).count, 990)
    }

    func testDistanceBeforeTheStartIsRejected() {
        var writer = DeflateBitWriter()
        writer.write(1, bits: 1)
        writer.write(1, bits: 2)
        writer.writeFixedLiteral(97)
        writer.writeFixedLiteral(257)  // length 3
        writer.writeCode(1, length: 5)  // distance 2, but only one byte out
        writer.writeFixedLiteral(256)
        assertFails(DeflateBitWriter.zlib(writer.bytes, adler: 0), with: .malformed("zlib: distance too far back"))
    }

    func testInvalidBlockTypeAndCodes() {
        var writer = DeflateBitWriter()
        writer.write(1, bits: 1)
        writer.write(3, bits: 2)
        assertFails(DeflateBitWriter.zlib(writer.bytes, adler: 0), with: .malformed("zlib: invalid block type"))

        writer = DeflateBitWriter()
        writer.write(1, bits: 1)
        writer.write(1, bits: 2)
        writer.writeFixedLiteral(286)
        assertFails(DeflateBitWriter.zlib(writer.bytes, adler: 0), with: .malformed("zlib: invalid length code"))

        writer = DeflateBitWriter()
        writer.write(1, bits: 1)
        writer.write(1, bits: 2)
        writer.writeFixedLiteral(97)
        writer.writeFixedLiteral(257)
        writer.writeCode(30, length: 5)
        assertFails(DeflateBitWriter.zlib(writer.bytes, adler: 0), with: .malformed("zlib: invalid distance code"))
    }

    func testStoredLengthCheck() {
        var stream = Self.storedStream([1, 2, 3])
        stream[5] ^= 0x01  // NLEN no longer the complement of LEN
        assertFails(stream, with: .malformed("zlib: stored block length check failed"))
    }

    func testDynamicHeaderRepeatWithoutPreviousLength() {
        // HLIT 257, HDIST 1, HCLEN 19 where only symbol 16 has a code (length 1), then 16 first.
        var writer = DeflateBitWriter()
        writer.write(1, bits: 1)
        writer.write(2, bits: 2)
        writer.write(0, bits: 5)
        writer.write(0, bits: 5)
        writer.write(15, bits: 4)
        writer.write(1, bits: 3)  // symbol 16: length 1 (first in the order)
        writer.write(1, bits: 3)  // symbol 17: length 1
        for _ in 2..<19 { writer.write(0, bits: 3) }
        writer.writeCode(0, length: 1)  // 16
        writer.write(0, bits: 2)
        assertFails(
            DeflateBitWriter.zlib(writer.bytes, adler: 0), with: .malformed("zlib: repeat with no previous length"))
    }

    func testOverSubscribedCodeIsRejected() {
        let lengths: [UInt8] = [1, 1, 1]
        XCTAssertThrowsError(try lengths.withUnsafeBufferPointer { try InflateHuffmanTable(lengths: $0) }) { error in
            XCTAssertEqual(error as? ImageDecodingError, .malformed("zlib: over-subscribed Huffman code"))
        }
    }

    func testLongCodesUseTheSlowPath() throws {
        // Lengths 1, 2, ..., 14, 15, 15: a complete code whose long codes are past the 10-bit table.
        var lengths = (1...15).map { UInt8($0) }
        lengths.append(15)
        let table = try lengths.withUnsafeBufferPointer { try InflateHuffmanTable(lengths: $0) }
        for symbol in 0..<lengths.count {
            let length = Int(lengths[symbol])
            // Canonical code: symbol s (< 15) is s ones then a zero; the last two are all ones with 0/1 last.
            let code = symbol < 15 ? ((1 << length) - 2) : ((1 << 15) - 1)
            let reversed = InflateHuffmanTable.reverse(code, bits: length)
            let decoded: (symbol: Int, length: Int)
            let entry = table.fast[reversed & 1023]
            if length <= 10 {
                decoded = (Int(entry & 511), Int(entry >> 9))
            } else {
                XCTAssertEqual(entry, 0)
                decoded = try table.decodeSlow(UInt64(reversed))
            }
            XCTAssertEqual(decoded.symbol, symbol, "symbol \(symbol)")
            XCTAssertEqual(decoded.length, length, "symbol \(symbol)")
        }
    }

    func testChecksums() {
        XCTAssertEqual(Array("Wikipedia".utf8).withUnsafeBufferPointer { Adler32.checksum($0) }, 0x11E6_0398)
        XCTAssertEqual(Array("123456789".utf8).withUnsafeBufferPointer { CRC32.checksum($0) }, 0xCBF4_3926)
        let fox = Array("The quick brown fox jumps over the lazy dog".utf8)
        XCTAssertEqual(fox.withUnsafeBufferPointer { CRC32.checksum($0) }, 0x414F_A339)
        // Longer than 5552 bytes, so the modulo step runs (Python: zlib.adler32(bytes(range(256)) * 40)).
        let long = [UInt8]((0..<40).flatMap { _ in (0..<256).map { UInt8($0) } })
        XCTAssertEqual(long.withUnsafeBufferPointer { Adler32.checksum($0) }, Self.longAdler)
        XCTAssertEqual(long.withUnsafeBufferPointer { CRC32.checksum($0) }, Self.longCRC)
    }
}
