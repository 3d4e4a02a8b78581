/// The Adler-32 checksum that ends every zlib stream, so a damaged picture is caught rather than shown.
enum Adler32 {
    /// The checksum of `bytes`.
    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let modulus: UInt32 = 65_521
        // 5552 is the most bytes that can be summed before `b` could overflow 32 bits.
        let blockSize = 5_552
        var a: UInt32 = 1
        var b: UInt32 = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let end = min(index + blockSize, count)
            while index < end {
                a &+= UInt32(bytes[index])
                b &+= a
                index += 1
            }
            a %= modulus
            b %= modulus
        }
        return b << 16 | a
    }
}
