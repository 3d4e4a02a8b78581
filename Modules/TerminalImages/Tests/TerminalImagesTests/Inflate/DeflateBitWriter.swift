/// Writes deflate bit streams by hand for tests: values least significant bit first, Huffman codes most
/// significant bit first, exactly as RFC 1951 packs them, so that damaged streams can be built on purpose.
struct DeflateBitWriter {
    private(set) var bytes: [UInt8] = []
    private var bitCount = 0

    /// Appends `count` bits of `value`, least significant first (header fields, extra bits).
    mutating func write(_ value: Int, bits count: Int) {
        for bit in 0..<count {
            if bitCount % 8 == 0 { bytes.append(0) }
            bytes[bytes.count - 1] |= UInt8((value >> bit) & 1) << UInt8(bitCount % 8)
            bitCount += 1
        }
    }

    /// Appends a Huffman code of `length` bits, most significant first.
    mutating func writeCode(_ code: Int, length: Int) {
        for bit in stride(from: length - 1, through: 0, by: -1) { write((code >> bit) & 1, bits: 1) }
    }

    /// Appends the fixed-code literal/length symbol `symbol` (RFC 1951 §3.2.6).
    mutating func writeFixedLiteral(_ symbol: Int) {
        switch symbol {
        case 0...143: writeCode(0x30 + symbol, length: 8)
        case 144...255: writeCode(0x190 + symbol - 144, length: 9)
        case 256...279: writeCode(symbol - 256, length: 7)
        default: writeCode(0xC0 + symbol - 280, length: 8)
        }
    }

    /// Wraps `deflate` in a zlib header (no dictionary) and the given Adler-32 trailer.
    static func zlib(_ deflate: [UInt8], adler: UInt32) -> [UInt8] {
        [0x78, 0x01] + deflate + [
            UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF),
        ]
    }
}
