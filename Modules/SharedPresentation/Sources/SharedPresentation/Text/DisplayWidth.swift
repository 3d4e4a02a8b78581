/// How many terminal cells text takes, per grapheme cluster: CJK and emoji take 2, combining marks and
/// invisible characters 0, everything else 1.
///
/// All wrapping, truncation and layout in this package measure with it, so a line never exceeds its width.
enum DisplayWidth {
    /// The cells one grapheme cluster takes (0, 1 or 2).
    static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        guard let second = iterator.next() else { return width(of: first) }
        if first == "\r" && second == "\n" { return 0 }
        var hasEmojiSelector = false
        var hasTextSelector = false
        var hasJoiner = false
        for scalar in scalars.dropFirst() {
            switch scalar.value {
            case 0xFE0F: hasEmojiSelector = true
            case 0xFE0E: hasTextSelector = true
            case 0x200D: hasJoiner = true
            default: break
            }
        }
        let base = width(of: first)
        if hasTextSelector { return isEastAsianWide(first.value) ? 2 : min(base, 1) }
        if (hasEmojiSelector || hasJoiner) && first.properties.isEmoji { return 2 }
        return base
    }

    /// The cells a string takes: the sum over its grapheme clusters.
    static func of(_ text: some StringProtocol) -> Int {
        var asciiOnly = true
        for byte in text.utf8 where byte < 0x20 || byte >= 0x7F {
            asciiOnly = false
            break
        }
        if asciiOnly { return text.utf8.count }
        var total = 0
        for character in text {
            total += of(character)
        }
        return total
    }

    /// The cells a single scalar takes on its own.
    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value < 0x20 ? 0 : 1 }
        if value < 0xA0 { return 0 }
        if value < 0x300 { return value == 0xAD ? 0 : 1 }
        if isZeroWidth(scalar) { return 0 }
        if isEastAsianWide(value) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// Combining marks, format characters, variation selectors and Hangul medial/final jamo draw no cell.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return true
        default:
            break
        }
        let value = scalar.value
        return (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value)
            || (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value)
    }

    /// Whether a scalar is East Asian Wide or Fullwidth (CJK ideographs, kana, Hangul, fullwidth forms).
    static func isEastAsianWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// East Asian Wide and Fullwidth ranges (Unicode 15) that are not emoji; emoji use `isEmojiPresentation`.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x2E99, 0x2E9B...0x2EF3, 0x2F00...0x2FD5,
        0x2FF0...0x303E, 0x3041...0x3096, 0x3099...0x30FF, 0x3105...0x312F, 0x3131...0x318E,
        0x3190...0x31E3, 0x31EF...0x321E, 0x3220...0x3247, 0x3250...0x4DBF, 0x4E00...0xA48C,
        0xA490...0xA4C6, 0xA960...0xA97C, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
        0xFE30...0xFE52, 0xFE54...0xFE66, 0xFE68...0xFE6B, 0xFF01...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x16FE4, 0x16FF0...0x16FF1, 0x17000...0x187F7, 0x18800...0x18CD5, 0x18D00...0x18D08,
        0x1AFF0...0x1B2FB, 0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251,
        0x1F260...0x1F265, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}

extension StringProtocol {
    /// The number of terminal cells this text takes (see ``DisplayWidth``).
    var displayWidth: Int { DisplayWidth.of(self) }
}
