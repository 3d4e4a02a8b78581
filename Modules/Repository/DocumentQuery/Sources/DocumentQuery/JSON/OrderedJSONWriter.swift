import Foundation

extension OrderedJSON {
    /// Compact UTF-8 JSON in key order, written the way Node's `JSON.stringify` writes it: what the API sends, and
    /// canonical bytes for a value whose keys are in a canonical order (request bodies are cache keys).
    public func serialized() -> Data {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        OrderedJSONWriter.write(self, indent: nil, into: &output)
        return Data(output)
    }

    /// The same text indented for people (`--json`): two spaces a level, `"key": value`, and empty arrays and
    /// objects as `[]` and `{}` (JSONEncoder's pretty printing puts a blank line inside them). A value nested
    /// ``OrderedJSONWriter/maxIndentedDepth`` deep is written compact on its line, so the text stays linear in the
    /// value's size (indenting every level of arrays nested 500 deep wrote 1,000 lines of up to 1,000 spaces each).
    public func indented() -> Data {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        OrderedJSONWriter.write(self, indent: 0, into: &output)
        return Data(output)
    }
}

/// Writes `OrderedJSON` as text: no spaces unless indented, `/` and non-ASCII left as they are; the one JSON writer
/// of the workspace (the fake server's answers, the app's request bodies and its `--json` output).
enum OrderedJSONWriter {
    /// The deepest level indented; deeper values are written compact (API documents nest fewer than 10 levels).
    static let maxIndentedDepth = 32

    /// Writes `value`; `indent` is the current level when indenting, nil for compact text.
    static func write(_ value: OrderedJSON, indent: Int?, into output: inout [UInt8]) {
        let indent = indent.flatMap { $0 < maxIndentedDepth ? $0 : nil }
        let inner = indent.map { $0 + 1 }
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .int(let number): output.append(contentsOf: String(number).utf8)
        case .double(let number): output.append(contentsOf: format(number).utf8)
        case .string(let text): writeString(text, into: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newLine(inner, into: &output)
                write(element, indent: inner, into: &output)
            }
            if !elements.isEmpty { newLine(indent, into: &output) }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            for (index, member) in object.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newLine(inner, into: &output)
                writeString(member.key, into: &output)
                output.append(UInt8(ascii: ":"))
                if indent != nil { output.append(UInt8(ascii: " ")) }
                write(member.value, indent: inner, into: &output)
            }
            if !object.isEmpty { newLine(indent, into: &output) }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// When indenting, a line break and the indentation of `level`; nothing for compact text.
    private static func newLine(_ level: Int?, into output: inout [UInt8]) {
        guard let level else { return }
        output.append(0x0A)
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    private static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
            case 0x0A: output.append(contentsOf: "\\n".utf8)
            case 0x0D: output.append(contentsOf: "\\r".utf8)
            case 0x09: output.append(contentsOf: "\\t".utf8)
            case 0x08: output.append(contentsOf: "\\b".utf8)
            case 0x0C: output.append(contentsOf: "\\f".utf8)
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                output.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Formats a double like ECMAScript's Number::toString: shortest digits, exponent only below 1e-6 or from 1e21.
    static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == 0 { return "0" }
        let sign = number < 0 ? "-" : ""
        let (digits, exponent) = shortestDigits(of: abs(number))
        let count = digits.count
        let body: String
        if count <= exponent, exponent <= 21 {
            body = digits + String(repeating: "0", count: exponent - count)
        } else if 0 < exponent, exponent <= 21 {
            body = String(digits.prefix(exponent)) + "." + String(digits.dropFirst(exponent))
        } else if -6 < exponent, exponent <= 0 {
            body = "0." + String(repeating: "0", count: -exponent) + digits
        } else {
            let shown = exponent - 1
            let mantissa = count == 1 ? digits : String(digits.prefix(1)) + "." + String(digits.dropFirst())
            body = mantissa + "e" + (shown < 0 ? "-" : "+") + String(abs(shown))
        }
        return sign + body
    }

    /// The significant digits of Swift's shortest round-trip form and `n` such that value = 0.digits × 10^n.
    private static func shortestDigits(of number: Double) -> (String, Int) {
        let text = "\(number)"
        let parts = text.split(separator: "e")
        let mantissa = parts[0]
        let power = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        let pieces = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let integer = String(pieces[0])
        let fraction = pieces.count > 1 ? String(pieces[1]) : ""
        var all = Array(integer + fraction)
        var point = integer.count + power
        while all.first == "0" {
            all.removeFirst()
            point -= 1
        }
        while all.last == "0" {
            all.removeLast()
        }
        return (String(all), point)
    }
}
