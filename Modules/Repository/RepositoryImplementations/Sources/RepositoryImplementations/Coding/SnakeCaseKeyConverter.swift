import Foundation

/// Converts the API's snake_case keys to Swift's camelCase exactly as
/// `JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase` does, only faster.
///
/// Foundation's conversion splits and capitalises every key of every object with `Character` operations, which
/// cost about a fifth of decoding a launch list. Keys without an inner underscore come back unchanged at once, and
/// ASCII keys are converted byte by byte; anything else takes Foundation's own steps, so results never differ.
enum SnakeCaseKeyConverter {
    /// The key decoding strategy: `convertFromSnakeCase`'s results at a fraction of its cost.
    static let strategy = JSONDecoder.KeyDecodingStrategy.custom { codingPath in
        guard let key = codingPath.last else { return WireKey("") }
        guard let converted = camelCase(key.stringValue) else { return key }
        return WireKey(converted)
    }

    /// `flight_number` → `flightNumber`, `_one_two_` → `_oneTwo_`; nil when the key stays as it is.
    static func camelCase(_ key: String) -> String? {
        var key = key
        switch key.withUTF8(asciiCamelCase) {
        case .unchanged: return nil
        case .converted(let converted): return converted
        case .needsFoundation: return foundationCamelCase(key)
        }
    }

    /// What the byte path made of a key.
    private enum Conversion {
        case unchanged
        case converted(String)
        case needsFoundation
    }

    /// Converts in one pass over the UTF-8 bytes, without intermediate arrays (short results need no allocation).
    ///
    /// Only keys made of ASCII letters, digits and underscores whose later words are letters only are handled:
    /// there `lowercased()` and `capitalized` are plain ASCII case changes.
    private static func asciiCamelCase(_ bytes: UnsafeBufferPointer<UInt8>) -> Conversion {
        guard let first = bytes.firstIndex(where: { $0 != underscore }) else { return .unchanged }
        var last = bytes.count - 1
        while bytes[last] == underscore { last -= 1 }
        guard bytes[first...last].contains(underscore) else { return .unchanged }
        var afterUnderscore = false
        for byte in bytes[first...last] {
            let isLetter = (65...90).contains(byte) || (97...122).contains(byte)
            let isDigit = (48...57).contains(byte)
            guard byte == underscore || isLetter || (isDigit && !afterUnderscore) else { return .needsFoundation }
            afterUnderscore = afterUnderscore || byte == underscore
        }
        let converted = String(unsafeUninitializedCapacity: bytes.count) { output in
            var count = 0
            var startsWord = false
            for (index, byte) in bytes.enumerated() {
                if (first...last).contains(index) {
                    if byte == underscore {
                        startsWord = true
                        continue
                    }
                    output[count] = startsWord ? uppercased(byte) : lowercased(byte)
                    startsWord = false
                } else {
                    output[count] = byte
                }
                count += 1
            }
            return count
        }
        return .converted(converted)
    }

    /// Foundation's steps, for keys the byte path does not cover (non-ASCII, words starting with digits).
    static func foundationCamelCase(_ key: String) -> String {
        guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
        var last = key.index(before: key.endIndex)
        while last > first, key[last] == "_" { key.formIndex(before: &last) }
        let words = key[first...last].split(separator: "_")
        guard words.count > 1 else { return key }
        let joined = ([words[0].lowercased()] + words[1...].map { $0.capitalized }).joined()
        return String(key[..<first]) + joined + String(key[key.index(after: last)...])
    }

    /// A coding key for a converted name.
    struct WireKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(_ stringValue: String) { self.stringValue = stringValue }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private static let underscore = UInt8(ascii: "_")

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (65...90).contains(byte) ? byte + 32 : byte
    }

    private static func uppercased(_ byte: UInt8) -> UInt8 {
        (97...122).contains(byte) ? byte - 32 : byte
    }
}
