/// The CRC-32 of zlib and PNG (reflected polynomial 0xEDB88320, standard pre- and post-inversion): the PNG
/// decoder checks every chunk with it, so a damaged chunk is reported instead of decoded into garbage, and the
/// stored-PNG encoder writes it.
///
/// Slicing by 8 folds eight bytes per step, but each step waits for the one before; from 4 KiB, four quarters of
/// the data are folded in the same loop, four independent chains the processor overlaps, and from 1 MiB sixteen
/// segments are folded on several threads; the pieces' CRCs are joined by multiplying in GF(2) (zlib's
/// `crc32_combine`).
enum CRC32 {
    /// The reflected polynomial.
    private static let polynomial: UInt32 = 0xEDB8_8320

    /// Eight 256-entry tables: table `k` folds a byte followed by `k` zero bytes.
    private static let tables: [UInt32] = {
        var tables = [UInt32](repeating: 0, count: 8 * 256)
        for index in 0..<256 {
            var value = UInt32(index)
            for _ in 0..<8 { value = value & 1 == 1 ? polynomial ^ (value >> 1) : value >> 1 }
            tables[index] = value
        }
        for index in 0..<256 {
            var value = tables[index]
            for slice in 1..<8 {
                value = tables[Int(value & 0xFF)] ^ (value >> 8)
                tables[slice * 256 + index] = value
            }
        }
        return tables
    }()

    /// Inputs shorter than this are folded in one chain: joining costs a few hundred operations.
    static let interleavedMinimum = 4_096

    /// Bytes from which sixteen segments are checksummed on several threads and joined.
    static let parallelMinimum = 1 << 20

    /// The CRC-32 of `bytes`.
    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        checksum(UnsafeRawBufferPointer(bytes))
    }

    /// The CRC-32 of `bytes`.
    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        guard bytes.count >= parallelMinimum else { return interleavedChecksum(bytes) }
        let segments = 16
        let size = (bytes.count + segments - 1) / segments
        var crcs = [UInt32](repeating: 0, count: segments)
        crcs.withUnsafeMutableBufferPointer { crcs in
            ParallelChunks.forEach(of: segments, work: bytes.count, minimumWork: parallelMinimum) { range in
                for segment in range {
                    let start = segment * size
                    crcs[segment] = interleavedChecksum(
                        UnsafeRawBufferPointer(rebasing: bytes[start..<min(bytes.count, start + size)]))
                }
            }
        }
        var crc = crcs[0]
        for segment in 1..<segments {
            crc = combine(crc, crcs[segment], length: min(bytes.count, (segment + 1) * size) - segment * size)
        }
        return crc
    }

    /// The CRC-32 of `bytes` on the calling thread, four chains at once.
    static func interleavedChecksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return 0 }
        return tables.withUnsafeBufferPointer { table in
            let table = table.baseAddress!
            let count = bytes.count
            guard count >= interleavedMinimum else {
                return fold(0xFFFF_FFFF, base, count: count, table) ^ 0xFFFF_FFFF
            }
            // Four quarters of whole 8-byte steps; the last also takes the remainder.
            let quarter = count / 4 / 8 * 8
            var crcs: (UInt32, UInt32, UInt32, UInt32) = (0xFFFF_FFFF, 0xFFFF_FFFF, 0xFFFF_FFFF, 0xFFFF_FFFF)
            var offset = 0
            while offset < quarter {
                crcs.0 = step(crcs.0, base + offset, table)
                crcs.1 = step(crcs.1, base + quarter + offset, table)
                crcs.2 = step(crcs.2, base + 2 * quarter + offset, table)
                crcs.3 = step(crcs.3, base + 3 * quarter + offset, table)
                offset += 8
            }
            crcs.3 = fold(crcs.3, base + 4 * quarter, count: count - 4 * quarter, table)
            var crc = combine(crcs.0 ^ 0xFFFF_FFFF, crcs.1 ^ 0xFFFF_FFFF, length: quarter)
            crc = combine(crc, crcs.2 ^ 0xFFFF_FFFF, length: quarter)
            return combine(crc, crcs.3 ^ 0xFFFF_FFFF, length: count - 3 * quarter)
        }
    }

    /// Eight bytes at `bytes` folded into the running `crc`.
    @inline(__always)
    private static func step(_ crc: UInt32, _ bytes: UnsafeRawPointer, _ table: UnsafePointer<UInt32>) -> UInt32 {
        let low = crc ^ UInt32(littleEndian: bytes.loadUnaligned(as: UInt32.self))
        let high = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: 4, as: UInt32.self))
        return table[7 * 256 + Int(low & 0xFF)] ^ table[6 * 256 + Int((low >> 8) & 0xFF)]
            ^ table[5 * 256 + Int((low >> 16) & 0xFF)] ^ table[4 * 256 + Int(low >> 24)]
            ^ table[3 * 256 + Int(high & 0xFF)] ^ table[2 * 256 + Int((high >> 8) & 0xFF)]
            ^ table[1 * 256 + Int((high >> 16) & 0xFF)] ^ table[Int(high >> 24)]
    }

    /// `count` bytes folded into the running `crc`, eight at a time, then one by one.
    private static func fold(_ crc: UInt32, _ bytes: UnsafeRawPointer, count: Int, _ table: UnsafePointer<UInt32>)
        -> UInt32
    {
        var crc = crc
        var index = 0
        while index + 8 <= count {
            crc = step(crc, bytes + index, table)
            index += 8
        }
        while index < count {
            crc = table[Int((crc ^ UInt32(bytes.load(fromByteOffset: index, as: UInt8.self))) & 0xFF)] ^ (crc >> 8)
            index += 1
        }
        return crc
    }

    /// The CRC-32 of A followed by B, from the CRC-32 of A, that of B and B's length.
    static func combine(_ first: UInt32, _ second: UInt32, length: Int) -> UInt32 {
        multiply(powerOfX(eightTimes: length), first) ^ second
    }

    /// `a(x) · b(x)` modulo the polynomial, bit-reflected (x^0 is the top bit).
    private static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
        var a = a
        var b = b
        var product: UInt32 = 0
        while a != 0 {
            if a & 0x8000_0000 != 0 { product ^= b }
            a <<= 1
            b = b & 1 == 1 ? (b >> 1) ^ polynomial : b >> 1
        }
        return product
    }

    /// x^(8 · `length`) modulo the polynomial: what appending `length` zero bytes multiplies a CRC by.
    private static func powerOfX(eightTimes length: Int) -> UInt32 {
        var power: UInt32 = 0x8000_0000  // x^0
        var square: UInt32 = 0x0080_0000  // x^8, squared at each bit of length
        var length = length
        while length > 0 {
            if length & 1 == 1 { power = multiply(square, power) }
            square = multiply(square, square)
            length >>= 1
        }
        return power
    }
}
