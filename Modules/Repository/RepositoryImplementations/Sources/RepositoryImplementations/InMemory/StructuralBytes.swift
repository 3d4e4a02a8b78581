/// Finds the next quote or bracket in JSON text whose grammar is checked, and the end of a key, eight bytes at a
/// time: what skipping the nested values of the built-in archive (most of its half a megabyte, on every offline
/// first screen) spends its time on.
///
/// Outside strings, checked JSON holds only brackets, quotes, `:` and `,`, whitespace, numbers and the literals
/// `true`, `false` and `null`. Of all those bytes, only the four brackets give `0x7F` when or-ed with `0x26`
/// (`{ } [ ]` are `0x7B 0x7D 0x5B 0x5D`; the other bytes that would, `Y _ y` and DEL, never occur there), so one
/// test finds every bracket and another every quote, for eight bytes at once (SWAR: SIMD within a register).
enum StructuralBytes {
    /// The position of the first quote or bracket at or after `start` and before `end` (outside strings), or `end`.
    static func next(in base: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int {
        var position = start
        while position + 8 <= end {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
            let found =
                zeroBytes(word ^ 0x2222_2222_2222_2222)
                | zeroBytes((word | 0x2626_2626_2626_2626) ^ 0x7F7F_7F7F_7F7F_7F7F)
            if found != 0 { return position + found.trailingZeroBitCount / 8 }
            position += 8
        }
        while position < end, !isStructural(base[position]) { position += 1 }
        return position
    }

    /// The position after the closing quote of the checked string whose opening quote is at `start` (`end` when
    /// there is none), and whether the string holds an escape: its next quote or backslash, eight bytes at a time
    /// (a backslash passes over the byte it escapes). For short strings, like keys: `memchr` finds the end of a
    /// long one sooner.
    static func stringEnd(in base: UnsafePointer<UInt8>, from start: Int, end: Int) -> (end: Int, escaped: Bool) {
        var position = start + 1
        var escaped = false
        while position < end {
            if position + 8 <= end {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
                let found = zeroBytes(word ^ 0x2222_2222_2222_2222) | zeroBytes(word ^ 0x5C5C_5C5C_5C5C_5C5C)
                if found == 0 {
                    position += 8
                    continue
                }
                position += found.trailingZeroBitCount / 8
            }
            switch base[position] {
            case UInt8(ascii: "\""): return (position + 1, escaped)
            case UInt8(ascii: "\\"):
                escaped = true
                position += 2
            default: position += 1
            }
        }
        return (end, escaped)
    }

    /// Whether `byte`, outside a string of checked JSON, is a quote or a bracket.
    static func isStructural(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte | 0x26 == 0x7F
    }

    /// Whether a bracket (`isStructural` and not a quote) opens a container.
    static func opens(_ bracket: UInt8) -> Bool {
        bracket & 0x02 != 0  // `{` and `[` have this bit; `}` and `]` don't
    }

    /// The high bit of each zero byte of `word`: exact for the lowest zero byte (a borrow only runs upwards from
    /// one), which is the only one read.
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
    }
}
