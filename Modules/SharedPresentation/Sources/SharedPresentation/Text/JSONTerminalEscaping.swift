/// Makes `--json` output safe to print on a terminal without changing the data it encodes.
///
/// `JSONEncoder` escapes only C0 controls, so C1 controls (an 8-bit CSI is U+009B), DEL, line and paragraph
/// separators and BiDi controls from API text would reach the terminal raw. Outside strings the encoder writes
/// only ASCII, so every such scalar is inside a string, where its `\uXXXX` escape decodes to the same text.
public enum JSONTerminalEscaping {
    /// `json` with every unsafe scalar written as a `\uXXXX` escape.
    public static func escape(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: isUnsafe) else { return json }
        var output = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            guard isUnsafe(scalar) else {
                output.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16)
            output.append(
                contentsOf: ("\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex).unicodeScalars)
        }
        return String(output)
    }

    /// DEL, C1 controls, the Arabic letter mark, LRM/RLM, line/paragraph separators, BiDi embeddings,
    /// overrides and isolates: all in the Basic Multilingual Plane, so one escape each suffices.
    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
