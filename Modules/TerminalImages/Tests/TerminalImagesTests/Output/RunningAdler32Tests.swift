import XCTest

@testable import TerminalImages

final class RunningAdler32Tests: XCTestCase {
    private func adler(_ bytes: [UInt8], splitAt splits: [Int] = []) -> UInt32 {
        var checksum = RunningAdler32()
        var start = 0
        for end in splits + [bytes.count] {
            bytes[start..<end].withUnsafeBytes { checksum.update($0) }
            start = end
        }
        return checksum.value
    }

    private func reference(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { Adler32.checksum($0) }
    }

    func testKnownValues() {
        XCTAssertEqual(adler([]), 1)
        XCTAssertEqual(adler(Array("Wikipedia".utf8)), 0x11E6_0398)
        // Python: zlib.adler32(bytes(range(256)) * 40)
        XCTAssertEqual(adler(Array((0..<10_240).map { UInt8($0 & 0xFF) })), 0xF475_ED1E)
    }

    func testAgreesWithTheBytewiseChecksumWhateverTheSplits() {
        var state: UInt32 = 7
        let bytes = (0..<70_001).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12_345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        let expected = reference(bytes)
        XCTAssertEqual(adler(bytes), expected)
        XCTAssertEqual(adler(bytes, splitAt: [1, 17, 4_113, 4_114, 65_536]), expected)
        for length in [0, 1, 15, 16, 17, 31, 4_095, 4_096, 4_097, 5_552, 5_553] {
            XCTAssertEqual(adler(Array(bytes[..<length])), reference(Array(bytes[..<length])), "length \(length)")
        }
    }

    func testAppendingAnotherChecksumIsTheChecksumOfTheConcatenation() {
        var state: UInt32 = 21
        let bytes = (0..<200_000).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12_345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        // Lengths below and above the modulus (65,521), and an empty second part.
        for split in [0, 1, 65_520, 65_521, 65_522, 131_070, 199_999, 200_000] {
            var first = RunningAdler32()
            bytes[..<split].withUnsafeBytes { first.update($0) }
            var second = RunningAdler32()
            bytes[split...].withUnsafeBytes { second.update($0) }
            first.append(second, length: bytes.count - split)
            XCTAssertEqual(first.value, reference(bytes), "split at \(split)")
        }
        let ones = [UInt8](repeating: 0xFF, count: 140_000)
        var first = RunningAdler32()
        ones[..<70_000].withUnsafeBytes { first.update($0) }
        var second = RunningAdler32()
        ones[70_000...].withUnsafeBytes { second.update($0) }
        first.append(second, length: 70_000)
        XCTAssertEqual(first.value, reference(ones))
    }

    func testAllOnesNeverOverflowTheLanes() {
        // The largest byte everywhere gives the largest lane sums and modulo carries.
        let bytes = [UInt8](repeating: 0xFF, count: 1_000_003)
        XCTAssertEqual(adler(bytes), reference(bytes))
        XCTAssertEqual(adler(bytes, splitAt: [4_096, 8_193]), reference(bytes))
    }
}
