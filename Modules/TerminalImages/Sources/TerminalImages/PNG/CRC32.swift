/// The CRC-32 that guards every PNG chunk, so a damaged chunk is reported instead of decoded into garbage.
enum CRC32 {
    /// Eight 256-entry tables ("slicing by 8"), so eight bytes are folded in per step.
    private static let tables: [UInt32] = {
        var tables = [UInt32](repeating: 0, count: 8 * 256)
        for index in 0..<256 {
            var value = UInt32(index)
            for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
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

    /// The CRC-32 of `bytes`.
    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard let base = bytes.baseAddress else { return 0 }
        return tables.withUnsafeBufferPointer { table in
            var crc: UInt32 = 0xFFFF_FFFF
            var index = 0
            let count = bytes.count
            while index + 8 <= count {
                let low = crc ^ UInt32(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt32.self))
                let high = UInt32(littleEndian: UnsafeRawPointer(base + index + 4).loadUnaligned(as: UInt32.self))
                crc =
                    table[7 * 256 + Int(low & 0xFF)] ^ table[6 * 256 + Int((low >> 8) & 0xFF)]
                    ^ table[5 * 256 + Int((low >> 16) & 0xFF)] ^ table[4 * 256 + Int(low >> 24)]
                    ^ table[3 * 256 + Int(high & 0xFF)] ^ table[2 * 256 + Int((high >> 8) & 0xFF)]
                    ^ table[1 * 256 + Int((high >> 16) & 0xFF)] ^ table[Int(high >> 24)]
                index += 8
            }
            while index < count {
                crc = table[Int((crc ^ UInt32(base[index])) & 0xFF)] ^ (crc >> 8)
                index += 1
            }
            return crc ^ 0xFFFF_FFFF
        }
    }
}
