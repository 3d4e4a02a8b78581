/// Orders strings by their UTF-8 bytes, as MongoDB orders strings: what sorts and the archive's natural order
/// (ascending ObjectIds) compare, hundreds of times for every first screen.
///
/// Reads both strings' bytes in place and stops at the first difference, where `utf8.lexicographicallyPrecedes`
/// steps through two views' indices (a third of the archive's whole first-screen sort went there). Strings Swift
/// counts as equal (canonically equivalent, like a precomposed é and e with a combining accent) compare as equal,
/// as `==` says.
public enum UTF8Ordering {
    /// -1, 0 or 1 as `lhs` sorts before, with or after `rhs`.
    public static func compare(_ lhs: String, _ rhs: String) -> Int {
        var left = lhs
        var right = rhs
        let order = left.withUTF8 { leftBytes in
            right.withUTF8 { rightBytes in compare(leftBytes, rightBytes) }
        }
        switch order {
        case .same: return 0
        case .before: return -1
        case .after: return 1
        case .beforeUnlessEquivalent: return lhs == rhs ? 0 : -1
        case .afterUnlessEquivalent: return lhs == rhs ? 0 : 1
        }
    }

    /// How two byte strings compare. Where the first differing bytes are both ASCII, the text before them is the
    /// same whole characters and ASCII characters start a new character, so no normalization can make the strings
    /// equal: only other differences need `==` to rule canonical equivalence out.
    private enum ByteOrder {
        case same, before, after, beforeUnlessEquivalent, afterUnlessEquivalent
    }

    private static func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> ByteOrder {
        let common = min(left.count, right.count)
        var index = 0
        while index < common, left[index] == right[index] { index += 1 }
        guard index < common else {
            if left.count == right.count { return .same }
            // One is a prefix of the other: a longer tail of combining marks could still be equivalent.
            let longer = left.count > right.count ? left : right
            let isShortBefore = left.count < right.count
            if longer[index] < 0x80 { return isShortBefore ? .before : .after }
            return isShortBefore ? .beforeUnlessEquivalent : .afterUnlessEquivalent
        }
        let isBefore = left[index] < right[index]
        if left[index] < 0x80, right[index] < 0x80 { return isBefore ? .before : .after }
        return isBefore ? .beforeUnlessEquivalent : .afterUnlessEquivalent
    }
}
