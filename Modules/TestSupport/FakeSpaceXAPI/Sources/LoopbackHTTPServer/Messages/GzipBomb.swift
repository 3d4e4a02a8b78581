import Foundation

/// A gzip member of zeros, built by hand (no zlib in the toolchain): one fixed-Huffman deflate block of a
/// literal zero followed by back-references of length 258 at distance 1, 13 bits each, so every compressed
/// megabyte inflates to about 166 MB. The trailer's CRC-32 is left zero: a client under test must stop long
/// before it would check it. Test material for hostile-server cases (a client must never inflate it whole).
public enum GzipBomb {
    /// About `compressedBytes` of gzip that inflate to zeros, and how many bytes they inflate to.
    public static func zeros(compressedBytes: Int) -> (data: Data, inflatedBytes: Int) {
        var writer = BitWriter()
        writer.write(1, count: 1)  // BFINAL
        writer.write(1, count: 2)  // BTYPE 01: fixed Huffman, LSB first
        writer.writeCode(0b0011_0000, length: 8)  // literal 0
        var inflated = 1
        let matches = max(1, (compressedBytes - 18) * 8 / 13)
        for _ in 0..<matches {
            writer.writeCode(0b1100_0101, length: 8)  // length code 285: 258 bytes
            writer.writeCode(0, length: 5)  // distance code 0: distance 1
            inflated += 258
        }
        writer.writeCode(0, length: 7)  // end of block (256)
        writer.flush()
        var data = Data([0x1F, 0x8B, 0x08, 0, 0, 0, 0, 0, 0, 0x03])
        data.append(contentsOf: writer.bytes)
        data.append(contentsOf: [0, 0, 0, 0])  // CRC-32, not computed
        let size = UInt32(truncatingIfNeeded: inflated)
        data.append(contentsOf: (0..<4).map { UInt8(truncatingIfNeeded: size >> (8 * $0)) })
        return (data, inflated)
    }

    /// Packs bits least-significant first, as deflate does.
    private struct BitWriter {
        var bytes: [UInt8] = []
        private var current: UInt32 = 0
        private var filled = 0

        /// Writes the low `count` bits of `value`, least significant first (header fields, extra bits).
        mutating func write(_ value: UInt32, count: Int) {
            for bit in 0..<count { push((value >> bit) & 1) }
        }

        /// Writes a Huffman code of `length` bits, most significant bit first.
        mutating func writeCode(_ code: UInt32, length: Int) {
            for bit in stride(from: length - 1, through: 0, by: -1) { push((code >> bit) & 1) }
        }

        /// Pads the last byte with zero bits.
        mutating func flush() {
            while filled != 0 { push(0) }
        }

        private mutating func push(_ bit: UInt32) {
            current |= bit << filled
            filled += 1
            if filled == 8 {
                bytes.append(UInt8(current))
                current = 0
                filled = 0
            }
        }
    }
}
