import XCTest

@testable import TerminalImages

final class CRC32Tests: XCTestCase {
    private func crc(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBytes { CRC32.checksum($0) }
    }

    /// The CRC one bit at a time, as the definition reads: the reference for the sliced, interleaved and
    /// threaded paths.
    private func reference(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    private func noise(_ count: Int, seed: UInt32) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
    }

    func testKnownValues() {
        XCTAssertEqual(crc([]), 0)
        XCTAssertEqual(crc(Array("123456789".utf8)), 0xCBF4_3926)
        XCTAssertEqual(crc(Array("IEND".utf8)), 0xAE42_6082)
        // Python: zlib.crc32(bytes(range(256)) * 40), long enough for the four interleaved quarters.
        XCTAssertEqual(crc((0..<10_240).map { UInt8($0 & 0xFF) }), 0xBBCE_3B9D)
    }

    func testAgreesWithTheBitwiseCRCAroundEveryQuarterAndRemainder() {
        let bytes = noise(70_003, seed: 11)
        let minimum = CRC32.interleavedMinimum
        for length in [1, 7, 8, 9, minimum - 1, minimum, minimum + 1, minimum + 7, minimum + 31, 65_536, 70_003] {
            let prefix = Array(bytes[..<length])
            XCTAssertEqual(crc(prefix), reference(prefix), "length \(length)")
        }
        let ones = [UInt8](repeating: 0xFF, count: 1_000_001)
        XCTAssertEqual(crc(ones), reference(ones))
        // A megabyte or more: sixteen segments, on several threads, joined.
        let long = noise(CRC32.parallelMinimum + 12_345, seed: 5)
        XCTAssertEqual(crc(long), reference(long))
    }

    func testCombiningTwoCRCsIsTheCRCOfTheConcatenation() {
        let bytes = noise(5_000, seed: 3)
        for split in [0, 1, 100, 2_500, 4_999, 5_000] {
            let first = Array(bytes[..<split])
            let second = Array(bytes[split...])
            XCTAssertEqual(
                CRC32.combine(reference(first), reference(second), length: second.count), reference(bytes),
                "split at \(split)")
        }
    }
}
