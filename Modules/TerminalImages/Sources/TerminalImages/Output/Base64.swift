/// Standard base64 (RFC 4648 alphabet, `=` padding, no line breaks) written straight into a caller's buffer,
/// for the kitty and iTerm2 payloads: megabytes of pixels per picture, so the encoder reads six bytes and writes
/// eight characters per step, two characters per table lookup.
enum Base64 {
    /// The characters that encode `count` bytes: four for every three, the last group padded.
    static func encodedCount(_ count: Int) -> Int {
        (count + 2) / 3 * 4
    }

    /// The 64 characters, in order.
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// For each 12-bit value, its two characters: the first in the low byte, so a little-endian store writes
    /// them in order.
    private static let pairs: [UInt16] = (0..<4096).map { value in
        UInt16(alphabet[value >> 6]) | UInt16(alphabet[value & 63]) << 8
    }

    /// Writes the base64 of `source` at `output`, which must have room for ``encodedCount(_:)`` bytes; returns
    /// how many it wrote.
    @discardableResult
    static func encode(_ source: UnsafeRawBufferPointer, into output: UnsafeMutableRawPointer) -> Int {
        let count = source.count
        guard count > 0, let input = source.baseAddress else { return 0 }
        return pairs.withUnsafeBufferPointer { pairs in
            var read = 0
            var written = 0
            // Six bytes (48 bits, four 12-bit pairs) per step, read as eight so it can be one load.
            while read + 8 <= count {
                let bits = UInt64(bigEndian: input.loadUnaligned(fromByteOffset: read, as: UInt64.self))
                let characters =
                    UInt64(pairs[Int(truncatingIfNeeded: bits >> 52)])
                    | UInt64(pairs[Int(truncatingIfNeeded: (bits >> 40) & 0xFFF)]) << 16
                    | UInt64(pairs[Int(truncatingIfNeeded: (bits >> 28) & 0xFFF)]) << 32
                    | UInt64(pairs[Int(truncatingIfNeeded: (bits >> 16) & 0xFFF)]) << 48
                output.storeBytes(of: characters.littleEndian, toByteOffset: written, as: UInt64.self)
                read += 6
                written += 8
            }
            // The last few whole groups of three, then the padded remainder.
            let bytes = input.assumingMemoryBound(to: UInt8.self)
            while read + 3 <= count {
                let bits = Int(bytes[read]) << 16 | Int(bytes[read + 1]) << 8 | Int(bytes[read + 2])
                output.storeBytes(of: pairs[bits >> 12].littleEndian, toByteOffset: written, as: UInt16.self)
                output.storeBytes(of: pairs[bits & 0xFFF].littleEndian, toByteOffset: written + 2, as: UInt16.self)
                read += 3
                written += 4
            }
            if read < count {
                let second = read + 1 < count ? Int(bytes[read + 1]) : 0
                let bits = Int(bytes[read]) << 16 | second << 8
                output.storeBytes(of: alphabet[bits >> 18], toByteOffset: written, as: UInt8.self)
                output.storeBytes(of: alphabet[(bits >> 12) & 63], toByteOffset: written + 1, as: UInt8.self)
                let third = read + 1 < count ? alphabet[(bits >> 6) & 63] : UInt8(ascii: "=")
                output.storeBytes(of: third, toByteOffset: written + 2, as: UInt8.self)
                output.storeBytes(of: UInt8(ascii: "="), toByteOffset: written + 3, as: UInt8.self)
                written += 4
            }
            return written
        }
    }
}
