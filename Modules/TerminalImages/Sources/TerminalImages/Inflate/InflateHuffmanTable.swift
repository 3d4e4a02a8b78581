/// A canonical Huffman code for inflate, built from code lengths: a 10-bit lookup table answers the common
/// short codes in one step and a per-length search answers the rest, so decoding needs no tree walking.
struct InflateHuffmanTable: Sendable {
    /// Bits looked up at once; codes up to this length are answered from `fast`.
    static let fastBits = 10
    static let fastMask: UInt64 = (1 << UInt64(fastBits)) - 1

    /// Indexed by the next `fastBits` input bits (least significant first): `length << 9 | symbol`,
    /// or 0 when the code is longer than `fastBits` (or unused).
    private(set) var fast: [UInt16]
    /// For each length 1...16, one past the largest left-aligned 16-bit code of that length.
    private var maxCode: [Int]
    /// For each length, the first code of that length.
    private var firstCode: [Int]
    /// For each length, the index in `symbols` of the first symbol with that length.
    private var firstSymbol: [Int]
    /// The symbols in canonical code order.
    private var symbols: [UInt16]

    /// Builds the code for `lengths` (0 = symbol unused); throws on an over-subscribed set of lengths.
    /// Incomplete codes are accepted: an unused bit pattern fails when it is met, not before.
    init(lengths: UnsafeBufferPointer<UInt8>) throws(ImageDecodingError) {
        var counts = [Int](repeating: 0, count: 17)
        for length in lengths { counts[Int(length)] += 1 }
        counts[0] = 0
        fast = [UInt16](repeating: 0, count: 1 << Self.fastBits)
        maxCode = [Int](repeating: 0, count: 18)
        firstCode = [Int](repeating: 0, count: 17)
        firstSymbol = [Int](repeating: 0, count: 17)
        var nextCode = [Int](repeating: 0, count: 17)
        var code = 0
        var index = 0
        for length in 1...16 {
            nextCode[length] = code
            firstCode[length] = code
            firstSymbol[length] = index
            code += counts[length]
            if code > (1 << length) { throw .malformed("zlib: over-subscribed Huffman code") }
            maxCode[length] = code << (16 - length)
            code <<= 1
            index += counts[length]
        }
        maxCode[17] = Int.max
        symbols = [UInt16](repeating: 0, count: max(index, 1))
        for (symbol, lengthByte) in lengths.enumerated() where lengthByte > 0 {
            let length = Int(lengthByte)
            let code = nextCode[length]
            nextCode[length] += 1
            symbols[code - firstCode[length] + firstSymbol[length]] = UInt16(symbol)
            if length <= Self.fastBits {
                let entry = UInt16(length << 9 | symbol)
                var reversed = Self.reverse(code, bits: length)
                while reversed < (1 << Self.fastBits) {
                    fast[reversed] = entry
                    reversed += 1 << length
                }
            }
        }
    }

    /// Decodes a code longer than `fastBits` from the low bits of `bits`: (symbol, code length).
    func decodeSlow(_ bits: UInt64) throws(ImageDecodingError) -> (symbol: Int, length: Int) {
        let key = Self.reverse(Int(bits & 0xFFFF), bits: 16)
        var length = Self.fastBits + 1
        while length <= 16 && key >= maxCode[length] { length += 1 }
        guard length <= 15 else { throw .malformed("zlib: invalid Huffman code") }
        let index = (key >> (16 - length)) - firstCode[length] + firstSymbol[length]
        guard index >= 0, index < symbols.count else { throw .malformed("zlib: invalid Huffman code") }
        return (Int(symbols[index]), length)
    }

    /// `value`'s low `bits` bits in reverse order (deflate sends Huffman codes most significant bit first).
    static func reverse(_ value: Int, bits: Int) -> Int {
        var value = value
        var result = 0
        for _ in 0..<bits {
            result = result << 1 | (value & 1)
            value >>= 1
        }
        return result
    }

    /// The fixed literal/length code of block type 1.
    static let fixedLiteral: InflateHuffmanTable = {
        var lengths = [UInt8](repeating: 8, count: 288)
        for i in 144..<256 { lengths[i] = 9 }
        for i in 256..<280 { lengths[i] = 7 }
        return try! lengths.withUnsafeBufferPointer { try InflateHuffmanTable(lengths: $0) }
    }()

    /// The fixed distance code of block type 1.
    static let fixedDistance: InflateHuffmanTable = {
        let lengths = [UInt8](repeating: 5, count: 32)  // 30 and 31 exist but are invalid
        return try! lengths.withUnsafeBufferPointer { try InflateHuffmanTable(lengths: $0) }
    }()
}
