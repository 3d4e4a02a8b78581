/// One Huffman table from a DHT segment, laid out for fast decoding: a 10-bit lookup table resolves most
/// codes in one step (and, for AC tables, most code-plus-value pairs), and canonical `maxCode`/`valueOffset`
/// arrays resolve the longer ones.
///
/// A final class with fixed-size unsafe storage so that decoding reads it without copies or bounds checks.
final class JPEGHuffmanTable {
    /// Bits resolved by the lookup table.
    static let fastBits = 10

    /// `1 << fastBits` entries: `(code length << 8) | symbol`, or 0 when the code is longer.
    let fast: UnsafeMutablePointer<UInt16>
    /// `1 << fastBits` entries for AC decoding: when a run/size code and its value bits both fit in the
    /// lookahead, `(value << 16) | (run << 8) | total bits`; otherwise 0.
    let fastAC: UnsafeMutablePointer<Int32>
    /// For each code length 0...17: the largest code of that length, or -1.
    let maxCode: UnsafeMutablePointer<Int32>
    /// For each code length: the symbol index of a code of that length minus its code value.
    let valueOffset: UnsafeMutablePointer<Int32>
    /// The symbols in code order (256 slots, unused ones zero).
    let symbols: UnsafeMutablePointer<UInt8>

    /// An empty table: every code is invalid.
    init() {
        fast = .allocate(capacity: 1 << JPEGHuffmanTable.fastBits)
        fast.initialize(repeating: 0, count: 1 << JPEGHuffmanTable.fastBits)
        fastAC = .allocate(capacity: 1 << JPEGHuffmanTable.fastBits)
        fastAC.initialize(repeating: 0, count: 1 << JPEGHuffmanTable.fastBits)
        maxCode = .allocate(capacity: 18)
        maxCode.initialize(repeating: -1, count: 18)
        valueOffset = .allocate(capacity: 18)
        valueOffset.initialize(repeating: 0, count: 18)
        symbols = .allocate(capacity: 256)
        symbols.initialize(repeating: 0, count: 256)
    }

    /// Builds a table from the 16 code-length counts and the symbols of a DHT segment.
    init(counts: [Int], symbols values: [UInt8]) throws {
        fast = .allocate(capacity: 1 << JPEGHuffmanTable.fastBits)
        fast.initialize(repeating: 0, count: 1 << JPEGHuffmanTable.fastBits)
        fastAC = .allocate(capacity: 1 << JPEGHuffmanTable.fastBits)
        fastAC.initialize(repeating: 0, count: 1 << JPEGHuffmanTable.fastBits)
        maxCode = .allocate(capacity: 18)
        maxCode.initialize(repeating: -1, count: 18)
        valueOffset = .allocate(capacity: 18)
        valueOffset.initialize(repeating: 0, count: 18)
        symbols = .allocate(capacity: 256)
        symbols.initialize(repeating: 0, count: 256)
        guard counts.count == 16, values.count <= 256, counts.reduce(0, +) == values.count else {
            throw JPEGErrors.malformed("bad Huffman table")
        }
        for (index, value) in values.enumerated() { symbols[index] = value }
        var code: Int32 = 0
        var index: Int32 = 0
        for length in 1...16 {
            let n = Int32(counts[length - 1])
            valueOffset[length] = index - code
            if n > 0 {
                for _ in 0..<n {
                    guard code < (1 << Int32(length)) else { throw JPEGErrors.malformed("bad Huffman table") }
                    if length <= JPEGHuffmanTable.fastBits {
                        let shift = JPEGHuffmanTable.fastBits - length
                        let first = Int(code) << shift
                        let entry = UInt16(length << 8) | UInt16(values[Int(index)])
                        for slot in first..<(first + (1 << shift)) { fast[slot] = entry }
                    }
                    code += 1
                    index += 1
                }
                maxCode[length] = code - 1
            }
            code <<= 1
        }
        maxCode[17] = Int32.max
        fillFastAC()
    }

    private func fillFastAC() {
        let bits = JPEGHuffmanTable.fastBits
        for slot in 0..<(1 << bits) {
            let entry = Int(fast[slot])
            guard entry != 0 else { continue }
            let length = entry >> 8
            let run = (entry >> 4) & 15
            let size = entry & 15
            guard size > 0, length + size <= bits else { continue }
            let raw = (slot >> (bits - length - size)) & ((1 << size) - 1)
            let value = raw < (1 << (size - 1)) ? raw - (1 << size) + 1 : raw
            fastAC[slot] = Int32(value) << 16 | Int32(run << 8 | (length + size))
        }
    }

    deinit {
        fast.deallocate()
        fastAC.deallocate()
        maxCode.deallocate()
        valueOffset.deallocate()
        symbols.deallocate()
    }
}
