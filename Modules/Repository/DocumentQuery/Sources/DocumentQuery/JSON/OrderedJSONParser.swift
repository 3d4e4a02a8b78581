import Foundation

extension OrderedJSON {
    /// Parses JSON text, keeping object key order.
    public static func parse(_ data: Data) throws(JSONSyntaxError) -> OrderedJSON {
        let bytes = [UInt8](data)
        var parser = OrderedJSONParser(bytes: bytes)
        return try parser.parseDocument()
    }

    /// Parses JSON text given as a string.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> OrderedJSON {
        try parse(Data(text.utf8))
    }
}

/// A recursive-descent JSON parser over UTF-8 bytes.
struct OrderedJSONParser {
    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0
    private static let maxDepth = 512

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> OrderedJSON {
        let value = try parseValue()
        skipWhitespace()
        if position < bytes.count { throw unexpected() }
        return value
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> OrderedJSON {
        skipWhitespace()
        guard position < bytes.count else { throw endOfInput() }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw unexpected()
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> OrderedJSON {
        try enter()
        position += 1
        var object = OrderedJSONObject()
        skipWhitespace()
        if try peek() == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return .object(object)
        }
        while true {
            skipWhitespace()
            guard try peek() == UInt8(ascii: "\"") else { throw unexpected() }
            let key = try parseString()
            skipWhitespace()
            guard try peek() == UInt8(ascii: ":") else { throw unexpected() }
            position += 1
            object[key] = try parseValue()
            skipWhitespace()
            let next = try peek()
            position += 1
            if next == UInt8(ascii: "}") { break }
            guard next == UInt8(ascii: ",") else {
                position -= 1
                throw unexpected()
            }
        }
        depth -= 1
        return .object(object)
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> OrderedJSON {
        try enter()
        position += 1
        var elements: [OrderedJSON] = []
        skipWhitespace()
        if try peek() == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            let next = try peek()
            position += 1
            if next == UInt8(ascii: "]") { break }
            guard next == UInt8(ascii: ",") else {
                position -= 1
                throw unexpected()
            }
        }
        depth -= 1
        return .array(elements)
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        position += 1
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                defer { position += 1 }
                return String(decoding: bytes[start..<position], as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw unexpected() }
            position += 1
        }
        var scalars = [UInt8](bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: scalars, as: UTF8.self)
            }
            if byte < 0x20 { throw unexpected() }
            if byte != UInt8(ascii: "\\") {
                scalars.append(byte)
                position += 1
                continue
            }
            position += 1
            guard position < bytes.count else { throw endOfInput() }
            let escape = bytes[position]
            position += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escape)
            case UInt8(ascii: "b"): scalars.append(0x08)
            case UInt8(ascii: "f"): scalars.append(0x0C)
            case UInt8(ascii: "n"): scalars.append(0x0A)
            case UInt8(ascii: "r"): scalars.append(0x0D)
            case UInt8(ascii: "t"): scalars.append(0x09)
            case UInt8(ascii: "u"): scalars.append(contentsOf: try parseUnicodeEscape())
            default:
                position -= 1
                throw unexpected()
            }
        }
        throw endOfInput()
    }

    /// Reads the four hex digits after `\u` (and a following low surrogate when needed) as UTF-8 bytes.
    private mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> [UInt8] {
        var code = try parseHex4()
        if (0xD800...0xDBFF).contains(code), position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
            bytes[position + 1] == UInt8(ascii: "u")
        {
            let saved = position
            position += 2
            let low = try parseHex4()
            if (0xDC00...0xDFFF).contains(low) {
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else {
                position = saved
            }
        }
        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
        return Array(String(Character(scalar)).utf8)
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count else { throw endOfInput() }
            guard let digit = Self.hexValue(bytes[position]) else { throw unexpected() }
            value = value * 16 + digit
            position += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> OrderedJSON {
        let start = position
        var isInteger = true
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < bytes.count else { throw endOfInput() }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else if isDigit(at: position) {
            while isDigit(at: position) { position += 1 }
        } else {
            throw unexpected()
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard isDigit(at: position) else { throw position < bytes.count ? unexpected() : endOfInput() }
            while isDigit(at: position) { position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            isInteger = false
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard isDigit(at: position) else { throw position < bytes.count ? unexpected() : endOfInput() }
            while isDigit(at: position) { position += 1 }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if isInteger, let value = Int(text) { return .int(value) }
        // Past Double's range (`1e400`) there is no value to keep: writing it back would say `null`.
        guard let value = Double(text), value.isFinite else {
            throw JSONSyntaxError(message: "Number \(text.prefix(32)) out of range in JSON at position \(start)")
        }
        return .double(value)
    }

    private func isDigit(at index: Int) -> Bool {
        index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
    }

    private mutating func parseLiteral(_ word: String, _ value: OrderedJSON) throws(JSONSyntaxError) -> OrderedJSON {
        for expected in word.utf8 {
            guard position < bytes.count else { throw endOfInput() }
            guard bytes[position] == expected else { throw unexpected() }
            position += 1
        }
        return value
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maxDepth {
            throw JSONSyntaxError(message: "Maximum nesting depth exceeded in JSON at position \(position)")
        }
    }

    private func peek() throws(JSONSyntaxError) -> UInt8 {
        guard position < bytes.count else { throw endOfInput() }
        return bytes[position]
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    /// The error for the byte at `position`, worded as V8 words it (strings and numbers are named, not shown).
    private func unexpected() -> JSONSyntaxError {
        guard position < bytes.count else { return endOfInput() }
        let byte = bytes[position]
        let what: String
        switch byte {
        case UInt8(ascii: "\""): what = "string"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): what = "number"
        case 0..<0x80: what = "token \(Character(UnicodeScalar(byte)))"
        default: what = "token ?"
        }
        return JSONSyntaxError(message: "Unexpected \(what) in JSON at position \(position)")
    }

    private func endOfInput() -> JSONSyntaxError {
        JSONSyntaxError(message: "Unexpected end of JSON input")
    }
}
