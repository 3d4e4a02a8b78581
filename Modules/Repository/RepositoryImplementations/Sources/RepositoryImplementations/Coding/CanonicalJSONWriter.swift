import Foundation
import RepositoryDefinitions

/// Writes a ``JSONValue`` as compact JSON with object keys in byte order, so equal values give equal bytes.
///
/// JSONEncoder's `.sortedKeys` order differs between platforms for some keys; request bodies are cache keys
/// and test fixtures, so they are written by hand: no spaces, `/` unescaped, non-ASCII kept as UTF-8.
/// ``prettyData(_:)`` writes the same text indented for people (`--json`): two spaces a level, `"key": value`,
/// and empty arrays and objects as `[]` and `{}` (JSONEncoder's pretty printing puts a blank line inside them).
enum CanonicalJSONWriter {
    /// The JSON text of `value`.
    static func data(_ value: JSONValue) -> Data {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(value, indent: nil, into: &output)
        return Data(output)
    }

    /// The JSON text of `value`, indented two spaces a level.
    static func prettyData(_ value: JSONValue) -> Data {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        write(value, indent: 0, into: &output)
        return Data(output)
    }

    /// The JSON text of `value`, as a string.
    static func string(_ value: JSONValue) -> String {
        String(decoding: data(value), as: UTF8.self)
    }

    /// Writes `value`; `indent` is the current level when pretty printing, nil for compact text.
    private static func write(_ value: JSONValue, indent: Int?, into output: inout [UInt8]) {
        switch value {
        case .null:
            output.append(contentsOf: Array("null".utf8))
        case .bool(let flag):
            output.append(contentsOf: Array((flag ? "true" : "false").utf8))
        case .int(let number):
            output.append(contentsOf: Array(String(number).utf8))
        case .double(let number):
            output.append(contentsOf: Array(format(number).utf8))
        case .string(let text):
            writeString(text, into: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newLine(indent.map { $0 + 1 }, into: &output)
                write(element, indent: indent.map { $0 + 1 }, into: &output)
            }
            if !elements.isEmpty { newLine(indent, into: &output) }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for (index, key) in keys.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newLine(indent.map { $0 + 1 }, into: &output)
                writeString(key, into: &output)
                output.append(UInt8(ascii: ":"))
                if indent != nil { output.append(UInt8(ascii: " ")) }
                write(members[key] ?? .null, indent: indent.map { $0 + 1 }, into: &output)
            }
            if !members.isEmpty { newLine(indent, into: &output) }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// When pretty printing, a line break and the indentation of `level`; nothing for compact text.
    private static func newLine(_ level: Int?, into output: inout [UInt8]) {
        guard let level else { return }
        output.append(0x0A)
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    /// Whole doubles print without a fraction (`2`, not `2.0`); NaN and infinities, which JSON lacks, print `null`.
    private static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }

    private static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: [92, 34])
            case UInt8(ascii: "\\"): output.append(contentsOf: [92, 92])
            case 0x0A: output.append(contentsOf: [92, UInt8(ascii: "n")])
            case 0x0D: output.append(contentsOf: [92, UInt8(ascii: "r")])
            case 0x09: output.append(contentsOf: [92, UInt8(ascii: "t")])
            case 0x08: output.append(contentsOf: [92, UInt8(ascii: "b")])
            case 0x0C: output.append(contentsOf: [92, UInt8(ascii: "f")])
            case 0x00..<0x20:
                let hex = Array(String(byte, radix: 16).utf8)
                output.append(contentsOf: Array("\\u00".utf8))
                if hex.count == 1 { output.append(UInt8(ascii: "0")) }
                output.append(contentsOf: hex)
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
