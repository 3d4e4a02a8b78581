import SharedPresentation

/// Decodes the bytes a terminal sends in raw mode into ``Key``s.
///
/// A lone ESC at the end of a read is the Escape key; ESC followed by `[` or `O` starts an arrow/page sequence.
/// Unknown sequences, and control strings a terminal may send (a late answer to a query), are dropped rather than
/// typed as characters.
struct KeyDecoder: Sendable {
    /// Creates a decoder.
    public init() {}

    /// The keys in one read's bytes.
    public func keys(from bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x1B:
                guard index < bytes.count else {
                    keys.append(.escape)
                    continue
                }
                let introducer = bytes[index]
                if Self.stringIntroducers.contains(introducer) {
                    index = Self.endOfControlString(in: bytes, from: index + 1)
                    continue
                }
                guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
                    keys.append(.escape)
                    continue
                }
                index += 1
                var parameters: [UInt8] = []
                while index < bytes.count, (0x30...0x3F).contains(bytes[index]) {
                    parameters.append(bytes[index])
                    index += 1
                }
                guard index < bytes.count else { continue }
                let final = bytes[index]
                index += 1
                if let key = Self.sequence(final: final, parameters: parameters) { keys.append(key) }
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x09: keys.append(.tab)
            case 0x03: keys.append(.controlC)
            case 0x04: keys.append(.controlD)
            case 0x0C: keys.append(.controlL)
            case 0x1A: keys.append(.controlZ)
            case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
            case 0xC0...0xF4:
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                let end = min(bytes.count, index - 1 + length)
                if let text = String(validating: bytes[(index - 1)..<end], as: UTF8.self), let character = text.first {
                    keys.append(.character(character))
                }
                index = end
            default: continue
            }
        }
        return keys
    }

    /// `_` (APC), `P` (DCS), `]` (OSC), `^` (PM) and `X` (SOS) after ESC start a control string, such as a
    /// terminal's late answer to a graphics query (`ESC _ G i=31;OK ESC \`): never keys.
    private static let stringIntroducers: Set<UInt8> = [0x5F, 0x50, 0x5D, 0x5E, 0x58]

    /// The index after the control string starting at `start`: after its terminator (ESC `\` or BEL), or the
    /// end of the read.
    private static func endOfControlString(in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            if bytes[index] == 0x07 { return index + 1 }
            if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\") {
                return index + 2
            }
            index += 1
        }
        return index
    }

    private static func sequence(final: UInt8, parameters: [UInt8]) -> Key? {
        switch (final, String(decoding: parameters, as: UTF8.self)) {
        case (UInt8(ascii: "A"), _): .up
        case (UInt8(ascii: "B"), _): .down
        case (UInt8(ascii: "C"), _): .right
        case (UInt8(ascii: "D"), _): .left
        case (UInt8(ascii: "H"), _), (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
        case (UInt8(ascii: "F"), _), (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
        case (UInt8(ascii: "~"), "5"): .pageUp
        case (UInt8(ascii: "~"), "6"): .pageDown
        case (UInt8(ascii: "Z"), _): .backTab
        default: nil
        }
    }
}
