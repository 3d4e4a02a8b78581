/// Reads the entropy-coded bits of one JPEG scan: removes 0xFF00 stuffing, stops at markers, and feeds
/// zero bits past the end so that lookahead never reads outside the buffer.
///
/// A value type kept in a local variable by the scan decoder, so the hot loop has no reference counting and
/// no dynamic exclusivity checks. Bits are kept left-aligned in a 64-bit buffer.
struct JPEGBitReader {
    /// The whole file.
    let base: UnsafePointer<UInt8>
    /// One past the last byte of the file.
    let end: Int
    /// The next byte to load into the bit buffer; never moves past a marker.
    var position: Int
    /// Unread bits, left-aligned (the next bit is bit 63).
    var buffer: UInt64 = 0
    /// How many bits of `buffer` are valid.
    var count: Int = 0
    /// How many zero bits were appended because a marker or the end of the file was reached.
    var padding: Int = 0

    init(base: UnsafePointer<UInt8>, end: Int, position: Int) {
        self.base = base
        self.end = end
        self.position = position
    }

    /// True once the decoder has consumed bits that are not in the file (the data ran out).
    @inline(__always) var overran: Bool { padding > count }

    /// Tops the buffer up to at least 57 bits.
    @inline(__always) mutating func refill() {
        if position &+ 8 <= end {
            // Fast path: eight bytes with no 0xFF among them load in one go.
            let word = UInt64(bigEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
            let inverted = ~word
            let hasFF = (inverted &- 0x0101_0101_0101_0101) & ~inverted & 0x8080_8080_8080_8080
            if hasFF == 0 {
                let bytes = (64 &- count) &>> 3
                buffer |= (word &>> UInt64(64 &- 8 &* bytes)) &<< UInt64(64 &- count &- 8 &* bytes)
                count &+= 8 &* bytes
                position &+= bytes
                return
            }
        }
        while count <= 56 {
            var byte: UInt64 = 0
            if position < end {
                let value = base[position]
                if value != 0xFF {
                    byte = UInt64(value)
                    position &+= 1
                } else if position &+ 1 < end && base[position &+ 1] == 0 {
                    byte = 0xFF
                    position &+= 2
                } else {
                    padding &+= 8
                }
            } else {
                padding &+= 8
            }
            buffer |= byte &<< UInt64(56 &- count)
            count &+= 8
        }
    }

    /// Reads `n` bits (0...16) as an unsigned number.
    @inline(__always) mutating func bits(_ n: Int) -> Int {
        if n == 0 { return 0 }
        if count < n { refill() }
        let value = Int(truncatingIfNeeded: buffer &>> UInt64(64 &- n))
        buffer &<<= UInt64(n)
        count &-= n
        return value
    }

    /// Reads one bit.
    @inline(__always) mutating func bit() -> Bool {
        if count < 1 { refill() }
        let value = buffer & (1 &<< 63) != 0
        buffer &<<= 1
        count &-= 1
        return value
    }

    /// Reads an `n`-bit magnitude (1...16) and extends its sign as JPEG's EXTEND procedure says.
    @inline(__always) mutating func receiveExtend(_ n: Int) -> Int32 {
        if n == 0 { return 0 }
        if count < n { refill() }
        let value = Int32(truncatingIfNeeded: buffer &>> UInt64(64 &- n))
        buffer &<<= UInt64(n)
        count &-= n
        return value < (1 &<< Int32(n &- 1)) ? value &- (1 &<< Int32(n)) &+ 1 : value
    }

    /// Decodes one Huffman symbol.
    @inline(__always) mutating func decode(_ table: JPEGHuffmanTable) throws -> Int {
        if count < 16 { refill() }
        let entry = table.fast[Int(truncatingIfNeeded: buffer &>> UInt64(64 &- JPEGHuffmanTable.fastBits))]
        if entry != 0 {
            let length = Int(entry &>> 8)
            buffer &<<= UInt64(length)
            count &-= length
            return Int(entry & 0xFF)
        }
        return try decodeSlow(table)
    }

    /// Decodes a symbol whose code is longer than the fast table covers.
    mutating func decodeSlow(_ table: JPEGHuffmanTable) throws -> Int {
        let code16 = Int32(truncatingIfNeeded: buffer &>> 48)
        var length = JPEGHuffmanTable.fastBits + 1
        while length <= 16 {
            let code = code16 &>> Int32(16 &- length)
            if code <= table.maxCode[length] {
                let index = Int(code &+ table.valueOffset[length])
                guard index >= 0 && index < 256 else { break }
                buffer &<<= UInt64(length)
                count &-= length
                return Int(table.symbols[index])
            }
            length &+= 1
        }
        throw JPEGErrors.malformed("bad Huffman code")
    }

    /// Forgets buffered bits, as at a restart marker or the end of a scan.
    mutating func discardBits() {
        buffer = 0
        count = 0
        padding = 0
    }
}
