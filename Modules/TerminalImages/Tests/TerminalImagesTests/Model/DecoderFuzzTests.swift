import Foundation
import XCTest

@testable import TerminalImages

/// Truncates and damages every PNG and JPEG fixture in deterministic (seeded) ways and checks that decoding
/// either succeeds or throws `ImageDecodingError`: never a crash, a trap or another error type. Time is
/// bounded by construction (a fixed number of small inputs).
final class DecoderFuzzTests: XCTestCase {
    /// A small deterministic generator (SplitMix64), so that every run tries the same inputs.
    struct SplitMix64 {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    /// Every picture under Fixtures/, in a stable order.
    static func fixtures() throws -> [(name: String, bytes: [UInt8])] {
        let root = try XCTUnwrap(Bundle.module.resourceURL).appendingPathComponent("Fixtures")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        var found: [(String, [UInt8])] = []
        for case let url as URL in files where ["png", "jpg", "jpeg"].contains(url.pathExtension.lowercased()) {
            found.append((url.lastPathComponent, [UInt8](try Data(contentsOf: url))))
        }
        return found.sorted { $0.0 < $1.0 }
    }

    /// Decodes `bytes`; records a failure for anything but success or an `ImageDecodingError`.
    func assertDecodesOrThrowsTyped(_ bytes: [UInt8], _ what: @autoclosure () -> String) {
        do {
            let image = try ImageDecoder.decode(bytes, limits: ImageLimits(maxPixels: 1_000_000))
            XCTAssertEqual(image.pixels.count, image.width * image.height * 4, what())
        } catch is ImageDecodingError {
        } catch {
            XCTFail("\(what()): threw \(type(of: error)) \(error), not ImageDecodingError")
        }
    }

    func testFixturesAreFound() throws {
        let names = try Self.fixtures().map(\.name)
        XCTAssertGreaterThanOrEqual(names.filter { $0.hasSuffix(".png") }.count, 39)
        for (name, bytes) in try Self.fixtures() {
            XCTAssertNoThrow(try ImageDecoder.decode(bytes), name)
        }
    }

    func testTruncatedFixtures() throws {
        for (name, bytes) in try Self.fixtures() {
            // Every length for small files, about 300 evenly spread lengths for larger ones.
            let step = max(1, bytes.count / 300)
            for length in stride(from: 0, to: bytes.count, by: step) {
                assertDecodesOrThrowsTyped(Array(bytes[0..<length]), "\(name) cut to \(length) bytes")
            }
        }
    }

    func testFlippedBytes() throws {
        for (index, (name, bytes)) in try Self.fixtures().enumerated() {
            var random = SplitMix64(state: UInt64(index) &+ 0x5EED)
            for round in 0..<300 {
                let damaged = Self.flip(bytes, &random)
                assertDecodesOrThrowsTyped(damaged, "\(name) flip round \(round)")
            }
        }
    }

    /// As `testFlippedBytes`, but PNG chunk CRCs are recomputed after the damage so that it reaches the
    /// header checks, the inflater and the filters instead of stopping at the CRC.
    func testFlippedBytesBehindValidPNGChecksums() throws {
        for (index, (name, bytes)) in try Self.fixtures().enumerated() where name.hasSuffix(".png") {
            var random = SplitMix64(state: UInt64(index) &+ 0xC0FFEE)
            for round in 0..<300 {
                let damaged = Self.fixingCRCs(Self.flip(bytes, &random, keepingSignature: true))
                assertDecodesOrThrowsTyped(damaged, "\(name) CRC-fixed flip round \(round)")
            }
        }
    }

    /// `bytes` with one to four bytes changed (or, one time in eight, a byte removed or duplicated).
    static func flip(_ bytes: [UInt8], _ random: inout SplitMix64, keepingSignature: Bool = false) -> [UInt8] {
        var damaged = bytes
        let first = keepingSignature ? 8 : 0
        guard damaged.count > first else { return damaged }
        for _ in 0...random.below(4) {
            let position = first + random.below(damaged.count - first)
            switch random.below(8) {
            case 0: damaged.remove(at: position)
            case 1: damaged.insert(damaged[position], at: position)
            case 2: damaged[position] = [0x00, 0xFF, 0x7F, 0x80][random.below(4)]
            default: damaged[position] ^= UInt8(1 + random.below(255))
            }
            if damaged.count <= first { break }
        }
        return damaged
    }

    /// Rewrites the CRC of every complete chunk so the damage is not caught by it.
    static func fixingCRCs(_ bytes: [UInt8]) -> [UInt8] {
        var fixed = bytes
        var position = 8
        while position + 12 <= fixed.count {
            let length =
                Int(fixed[position]) << 24 | Int(fixed[position + 1]) << 16 | Int(fixed[position + 2]) << 8
                | Int(fixed[position + 3])
            guard length <= fixed.count - position - 12 else { break }
            let crc = fixed[(position + 4)..<(position + 8 + length)].withUnsafeBufferPointer { CRC32.checksum($0) }
            fixed.replaceSubrange((position + 8 + length)..<(position + 12 + length), with: PNGTestFile.bigEndian(crc))
            position += 12 + length
        }
        return fixed
    }
}
