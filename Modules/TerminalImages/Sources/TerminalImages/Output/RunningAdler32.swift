/// The Adler-32 checksum fed in pieces, for the stored PNG: its data is split by block headers, and it is
/// megabytes long, so sixteen bytes are summed per step in vector lanes and reduced once per 4 KiB.
struct RunningAdler32 {
    private var low: UInt32 = 1
    private var high: UInt32 = 0

    /// The checksum of everything fed so far (1 for nothing).
    var value: UInt32 { high << 16 | low }

    /// Lane `j` holds `j`: the weight that takes a lane's position inside its 16-byte group into account.
    private static let laneIndices = SIMD16<UInt32>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)

    /// Adds bytes fed to another checksum (from its start) after those fed to this one, knowing only that
    /// checksum and how many bytes it saw: zlib's `adler32_combine`. Lets pieces be summed on several threads.
    mutating func append(_ next: RunningAdler32, length: Int) {
        let modulus: UInt64 = 65_521
        let remainder = UInt64(length) % modulus
        let low = UInt64(self.low)
        // Each of the later bytes' running sums also holds this part's `low - 1`; `next.low` starts at 1.
        let combinedLow = (low + UInt64(next.low) + modulus - 1) % modulus
        let combinedHigh =
            (remainder * low % modulus + UInt64(self.high) + UInt64(next.high) + modulus - remainder) % modulus
        self.low = UInt32(combinedLow)
        self.high = UInt32(combinedHigh)
    }

    /// Adds `bytes` after those fed before.
    ///
    /// For `n` groups of 16 bytes, with `sums[j]` the sum of every group's byte `j` and `prefix[j]` the sum, over
    /// the groups, of `sums[j]` before each: `low` grows by all the bytes, and `high` by `16n × low` plus
    /// `16 × (prefix + sums) − j × sums` over the lanes, which is each byte times the number of running sums it
    /// is part of. 256 groups keep every lane below 2^32.
    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress else { return }
        let modulus: UInt64 = 65_521
        var low = UInt64(self.low)
        var high = UInt64(self.high)
        let count = bytes.count
        var index = 0
        while count - index >= 16 {
            let groups = min(256, (count - index) / 16)
            var sums = SIMD16<UInt32>()
            var prefix = SIMD16<UInt32>()
            for group in 0..<groups {
                prefix &+= sums
                sums &+= SIMD16<UInt32>(
                    truncatingIfNeeded: base.loadUnaligned(fromByteOffset: index + group * 16, as: SIMD16<UInt8>.self))
            }
            let total = UInt64(sums.wrappedSum())
            let weighted = 16 * (UInt64(prefix.wrappedSum()) + total) - UInt64((sums &* Self.laneIndices).wrappedSum())
            high = (high + UInt64(groups * 16) * low + weighted) % modulus
            low = (low + total) % modulus
            index += groups * 16
        }
        while index < count {
            low += UInt64(base.load(fromByteOffset: index, as: UInt8.self))
            high += low
            index += 1
        }
        self.low = UInt32(low % modulus)
        self.high = UInt32(high % modulus)
    }
}
