import DocumentQuery
import Foundation

/// Reads JSON text straight into ``OrderedJSON`` values (the query engine's, keys in the text's order) in one
/// pass over its bytes, for the built-in archive's half a megabyte that every offline first run reads from.
///
/// `JSONDecoder` into `JSONValue` gives the same values, but tries each kind in turn (bool, int, double, string,
/// array) and pays for a thrown error on every miss: most of a new user's first offline screen went there. This
/// parser builds the values directly: a number is `.int` when its value is a whole number that fits `Int`
/// (`1.0` and `1e2` too, as `JSONDecoder` decodes them as `Int`), else `.double`. It accepts only what it is sure
/// about: for anything else (invalid or non-UTF-8 text, a repeated key, nesting deeper than 512, trailing bytes)
/// it answers nil and the caller decodes with `JSONDecoder`, which keeps the error messages as they are.
///
/// For text kept as it is (``DocumentSource``) it also finds an array's elements and reads only some members of
/// an object (``elements(of:checked:keeping:)``, ``members(_:ofObjectAt:in:)``), skipping the rest.
enum JSONValueParser {
    /// The value `text` holds, or nil when this parser leaves it to `JSONDecoder`.
    ///
    /// - Parameter firstKeyWins: a key repeated in an object keeps its first value, as `JSONDecoder` reads it
    ///   into a dictionary (for answers a server sent), instead of making the parser give up.
    static func value<Bytes: Collection>(of text: Bytes, firstKeyWins: Bool = false) -> OrderedJSON?
    where Bytes.Element == UInt8 {
        let parsed = text.withContiguousStorageIfAvailable { buffer -> OrderedJSON? in
            var reader = Reader(bytes: UnsafeRawBufferPointer(buffer), firstKeyWins: firstKeyWins)
            return reader.document()
        }
        if let parsed { return parsed }
        let copy = Array(text)
        return copy.withUnsafeBytes { bytes in
            var reader = Reader(bytes: bytes, firstKeyWins: firstKeyWins)
            return reader.document()
        }
    }

    /// The documents of a JSON array, or nil when `text` is not one this parser reads.
    static func documents<Bytes: Collection>(in text: Bytes) -> [OrderedJSON]? where Bytes.Element == UInt8 {
        guard case .array(let documents) = value(of: text) else { return nil }
        return documents
    }

    /// One element of a JSON array: where it is, its `id` string, and the members it was asked for.
    struct Element: Sendable {
        /// Its bytes in the array's text.
        let range: Range<Int>
        /// Its `id`, when it is an object with an `id` string.
        let id: String?
        /// An object with only the members asked for (`id` among them), or the element itself when not an object.
        let members: OrderedJSON?
    }

    /// Where each element of a JSON array is, and the `id` string of each object, without building the elements
    /// (but for the members named in `names`): the grammar is checked (strings, numbers, literals, nesting) while
    /// they are skipped. Nil when `bytes` is not an array this parser reads.
    ///
    /// - Parameter checked: whether the text's grammar is known to be valid (tests check it, as they do the built-in
    ///   archive's): elements are then only scanned for their ends, several times faster.
    static func elements(
        of bytes: UnsafeRawBufferPointer, checked: Bool = false, keeping names: MemberNames = MemberNames(["id"])
    ) -> [Element]? {
        var reader = Reader(bytes: bytes)
        return reader.elements(checked: checked, keeping: names)
    }

    /// Top-level member names to read, with their UTF-8 bytes to compare keys against without making strings.
    struct MemberNames: Sendable {
        /// The names.
        let names: [String]
        /// Their UTF-8 bytes, in the same order.
        let bytes: [[UInt8]]

        /// The names in `names`.
        init<Names: Sequence<String>>(_ names: Names) {
            self.names = Array(names)
            bytes = self.names.map { Array($0.utf8) }
        }
    }

    /// The members named in `names` of the JSON object at `range` of `bytes`, parsed, the others skipped: as
    /// much of the document as a filter or a sort reads. For text ``elements(of:checked:keeping:)`` has read: what is skipped
    /// is only scanned for its end. Nil when the text is not an object this parser reads.
    static func members(
        _ names: MemberNames, ofObjectAt range: Range<Int>, in bytes: UnsafeRawBufferPointer
    ) -> OrderedJSON? {
        var reader = Reader(bytes: UnsafeRawBufferPointer(rebasing: bytes[..<range.upperBound]))
        reader.index = range.lowerBound
        return reader.object(keeping: names, checked: true)
    }

    /// A cursor over the bytes; every method returns nil to give up.
    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var index = 0
        /// Whether a repeated key keeps its first value instead of making the parser give up.
        var firstKeyWins = false

        /// The deepest nesting read, as `JSONDecoder` allows.
        static let maximumDepth = 512

        init(bytes: UnsafeRawBufferPointer, firstKeyWins: Bool = false) {
            self.bytes = bytes
            self.firstKeyWins = firstKeyWins
        }

        mutating func document() -> OrderedJSON? {
            guard let value = value(depth: 0) else { return nil }
            skipWhitespace()
            guard index == bytes.count else { return nil }  // not `? value : nil`: that nil would be OrderedJSON.null
            return value
        }

        mutating func elements(checked: Bool, keeping names: MemberNames) -> [Element]? {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
            index += 1
            var elements: [Element] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
            } else {
                while true {
                    skipWhitespace()
                    let start = index
                    var id: String?
                    var members: OrderedJSON?
                    if index < bytes.count, bytes[index] == UInt8(ascii: "{") {
                        guard let object = object(keeping: names, checked: checked) else { return nil }
                        if case .object(let found) = object, case .string(let text)? = found["id"] { id = text }
                        members = object
                    } else if checked {
                        skipCheckedValue()
                    } else {
                        guard skipValue(depth: 1) else { return nil }
                    }
                    elements.append(Element(range: start..<index, id: id, members: members))
                    skipWhitespace()
                    guard index < bytes.count else { return nil }
                    let separator = bytes[index]
                    index += 1
                    if separator == UInt8(ascii: "]") { break }
                    guard separator == UInt8(ascii: ",") else { return nil }
                }
            }
            skipWhitespace()
            return index == bytes.count ? elements : nil
        }

        /// An object from its opening brace with only the members named in `names`; the others are skipped, and
        /// only scanned for their end when `checked` says their grammar is checked already.
        mutating func object(keeping names: MemberNames, checked: Bool) -> OrderedJSON? {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
            index += 1
            var members: [OrderedJSONObject.Member] = []
            members.reserveCapacity(names.names.count)
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(OrderedJSONObject())
            }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\""),
                    let name = memberName(names, checked: checked)
                else { return nil }
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                index += 1
                if let name {
                    guard let member = value(depth: 1) else { return nil }
                    members.append((name, member))
                } else if checked {
                    skipCheckedValue()
                } else {
                    guard skipValue(depth: 1) else { return nil }
                }
                skipWhitespace()
                guard index < bytes.count else { return nil }
                let separator = bytes[index]
                index += 1
                if separator == UInt8(ascii: "}") {
                    return OrderedJSONObject(uniquePairs: members).map(OrderedJSON.object)
                }
                guard separator == UInt8(ascii: ",") else { return nil }
            }
        }

        /// Reads a member's key from its opening quote: `.some(name)` when it is one of `names`, `.some(nil)` when
        /// it is another, nil when it is not a valid string. Keys without escapes are compared as bytes.
        private mutating func memberName(_ names: MemberNames, checked: Bool) -> String?? {
            let start = index
            let escaped: Bool
            if checked, let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) {
                (index, escaped) = StructuralBytes.stringEnd(in: base, from: start, end: bytes.count)
                guard index - 1 > start else { return nil }
            } else {
                guard skipString() else { return nil }
                escaped = UnsafeRawBufferPointer(rebasing: bytes[(start + 1)..<(index - 1)]).contains(
                    UInt8(ascii: "\\"))
            }
            guard escaped else {
                let key = UnsafeRawBufferPointer(rebasing: bytes[(start + 1)..<(index - 1)])
                for (position, name) in names.bytes.enumerated() where name.count == key.count {
                    if name.elementsEqual(key) { return .some(names.names[position]) }
                }
                return .some(nil)
            }
            index = start
            guard let decoded = string() else { return nil }
            return .some(names.names.contains(decoded) ? decoded : nil)
        }

        /// Moves past one value whose grammar is already checked: a string to its closing quote, a container to
        /// its closing bracket, anything else to the next delimiter. Works on local copies of the cursor (the hot
        /// loop of a first offline screen), and finds a string's end and a container's next quote or bracket eight
        /// bytes at a time (``StructuralBytes``).
        private mutating func skipCheckedValue() {
            skipWhitespace()
            guard index < bytes.count, let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
                return
            }
            let end = bytes.count
            var position = index
            defer { index = position }
            switch base[position] {
            case UInt8(ascii: "\""): position = Self.checkedStringEnd(base, from: position, end: end)
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                repeat {
                    position = StructuralBytes.next(in: base, from: position, end: end)
                    guard position < end else { break }
                    let byte = base[position]
                    if byte == UInt8(ascii: "\"") {
                        position = Self.checkedStringEnd(base, from: position, end: end)
                        continue
                    }
                    depth += StructuralBytes.opens(byte) ? 1 : -1
                    position += 1
                } while depth > 0 && position < end
            default:
                while position < end {
                    switch base[position] {
                    case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: " "), UInt8(ascii: "\n"),
                        UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                        return
                    default: position += 1
                    }
                }
            }
        }

        /// The position after the closing quote of the checked string whose opening quote is at `start`: the next
        /// quote not escaped by an odd run of backslashes. (`memchr`: values hold long strings, addresses and
        /// texts, where it is faster than ``StructuralBytes/stringEnd(in:from:end:)``, which suits keys.)
        private static func checkedStringEnd(_ base: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int {
            var position = start + 1
            while position < end {
                guard let found = memchr(base + position, Int32(UInt8(ascii: "\"")), end - position) else { return end }
                let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                var backslashes = 0
                while quote - backslashes - 1 >= position, base[quote - backslashes - 1] == UInt8(ascii: "\\") {
                    backslashes += 1
                }
                if backslashes % 2 == 0 { return quote + 1 }
                position = quote + 1
            }
            return end
        }

        /// Moves past one value, checking its grammar without building it.
        private mutating func skipValue(depth: Int) -> Bool {
            skipWhitespace()
            guard index < bytes.count, depth < Self.maximumDepth else { return false }
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let closing = bytes[index] == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                let isObject = closing == UInt8(ascii: "}")
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == closing {
                    index += 1
                    return true
                }
                while true {
                    if isObject {
                        skipWhitespace()
                        guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), skipString() else {
                            return false
                        }
                        skipWhitespace()
                        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
                        index += 1
                    }
                    guard skipValue(depth: depth + 1) else { return false }
                    skipWhitespace()
                    guard index < bytes.count else { return false }
                    let separator = bytes[index]
                    index += 1
                    if separator == closing { return true }
                    guard separator == UInt8(ascii: ",") else { return false }
                }
            case UInt8(ascii: "\""): return skipString()
            case UInt8(ascii: "t"): return literal("true", .null) != nil
            case UInt8(ascii: "f"): return literal("false", .null) != nil
            case UInt8(ascii: "n"): return literal("null", .null) != nil
            default:
                let start = index
                if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits(leadingZeroAllowed: false) else { return false }
                if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                    index += 1
                    guard digits(leadingZeroAllowed: true) else { return false }
                }
                if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                    index += 1
                    if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                        index += 1
                    }
                    guard digits(leadingZeroAllowed: true) else { return false }
                }
                return index > start
            }
        }

        /// Moves past a string from its opening quote, checking its escapes and its UTF-8.
        private mutating func skipString() -> Bool {
            index += 1
            let start = index
            var isASCII = true
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\"") {
                    return isASCII || validated(UnsafeRawBufferPointer(rebasing: bytes[start..<index - 1])) != nil
                }
                if byte < 0x20 { return false }
                if byte >= 0x80 { isASCII = false }
                if byte == UInt8(ascii: "\\") {
                    guard index < bytes.count else { return false }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                        UInt8(ascii: "f"),
                        UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        continue
                    case UInt8(ascii: "u"):
                        guard hexQuad() != nil else { return false }
                    default: return false
                    }
                }
            }
            return false
        }

        private mutating func skipWhitespace() {
            var position = index
            let end = bytes.count
            defer { index = position }
            while position < end {
                switch bytes[position] {
                case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): position += 1
                default: return
                }
            }
        }

        private mutating func value(depth: Int) -> OrderedJSON? {
            skipWhitespace()
            guard index < bytes.count, depth < Self.maximumDepth else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"): return object(depth: depth + 1)
            case UInt8(ascii: "["): return array(depth: depth + 1)
            case UInt8(ascii: "\""): return string().map(OrderedJSON.string)
            case UInt8(ascii: "t"): return literal("true", .bool(true))
            case UInt8(ascii: "f"): return literal("false", .bool(false))
            case UInt8(ascii: "n"): return literal("null", .null)
            default: return number()
            }
        }

        private mutating func literal(_ word: StaticString, _ value: OrderedJSON) -> OrderedJSON? {
            let count = word.utf8CodeUnitCount
            guard index + count <= bytes.count else { return nil }
            for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return nil }
            index += count
            return value
        }

        private mutating func array(depth: Int) -> OrderedJSON? {
            index += 1
            var elements: [OrderedJSON] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            while true {
                guard let element = value(depth: depth) else { return nil }
                elements.append(element)
                skipWhitespace()
                guard index < bytes.count else { return nil }
                let separator = bytes[index]
                index += 1
                if separator == UInt8(ascii: "]") { return .array(elements) }
                guard separator == UInt8(ascii: ",") else { return nil }
            }
        }

        private mutating func object(depth: Int) -> OrderedJSON? {
            index += 1
            var members: [OrderedJSONObject.Member] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(OrderedJSONObject())
            }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                index += 1
                guard let member = value(depth: depth) else { return nil }
                members.append((key, member))
                skipWhitespace()
                guard index < bytes.count else { return nil }
                let separator = bytes[index]
                index += 1
                if separator == UInt8(ascii: "}") {
                    if let object = OrderedJSONObject(uniquePairs: members) { return .object(object) }
                    guard firstKeyWins else { return nil }
                    var seen = Set<String>()
                    return .object(OrderedJSONObject(members.filter { seen.insert($0.key).inserted }.map { ($0, $1) }))
                }
                guard separator == UInt8(ascii: ",") else { return nil }
            }
        }

        /// A string from its opening quote: the bytes as they are when nothing is escaped, else decoded.
        private mutating func string() -> String? {
            index += 1
            let start = index
            var isASCII = true
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let text = UnsafeRawBufferPointer(rebasing: bytes[start..<index])
                    index += 1
                    return isASCII ? String(decoding: text, as: UTF8.self) : validated(text)
                }
                if byte == UInt8(ascii: "\\") { return escapedString(from: start) }
                if byte < 0x20 { return nil }
                if byte >= 0x80 { isASCII = false }
                index += 1
            }
            return nil
        }

        /// The text of `bytes` when they are valid UTF-8 (decoding repairs invalid bytes: compare them back).
        private func validated(_ bytes: UnsafeRawBufferPointer) -> String? {
            let text = String(decoding: bytes, as: UTF8.self)
            return text.utf8.elementsEqual(bytes) ? text : nil
        }

        /// A string with escapes, from the byte after its opening quote.
        private mutating func escapedString(from start: Int) -> String? {
            index = start
            var decoded: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return decoded.withUnsafeBytes { validated($0) }
                case UInt8(ascii: "\\"):
                    guard index < bytes.count else { return nil }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
                    case UInt8(ascii: "b"): decoded.append(0x08)
                    case UInt8(ascii: "f"): decoded.append(0x0C)
                    case UInt8(ascii: "n"): decoded.append(0x0A)
                    case UInt8(ascii: "r"): decoded.append(0x0D)
                    case UInt8(ascii: "t"): decoded.append(0x09)
                    case UInt8(ascii: "u"):
                        guard let scalar = unicodeEscape() else { return nil }
                        decoded.append(contentsOf: String(Character(scalar)).utf8)
                    default: return nil
                    }
                default:
                    guard byte >= 0x20 else { return nil }
                    decoded.append(byte)
                }
            }
            return nil
        }

        /// The scalar of a `\u` escape (the `\u` read), joining a surrogate pair; nil for a lone surrogate.
        private mutating func unicodeEscape() -> Unicode.Scalar? {
            guard let high = hexQuad() else { return nil }
            guard (0xD800...0xDBFF).contains(high) else { return Unicode.Scalar(high) }
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { return nil }
            index += 2
            guard let low = hexQuad(), (0xDC00...0xDFFF).contains(low) else { return nil }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        }

        private mutating func hexQuad() -> UInt32? {
            guard index + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }

        /// A number in JSON's grammar: `.int` for a whole value that fits, else `.double`.
        private mutating func number() -> OrderedJSON? {
            let start = index
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits(leadingZeroAllowed: false) else { return nil }
            var isInteger = true
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                isInteger = false
                guard digits(leadingZeroAllowed: true) else { return nil }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                isInteger = false
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                    index += 1
                }
                guard digits(leadingZeroAllowed: true) else { return nil }
            }
            // Most numbers are short integers: their digits are added up here, without a String to parse.
            if isInteger, index - start <= 18 {
                var whole = 0
                for position in (bytes[start] == UInt8(ascii: "-") ? start + 1 : start)..<index {
                    whole = whole * 10 + Int(bytes[position] &- UInt8(ascii: "0"))
                }
                return .int(bytes[start] == UInt8(ascii: "-") ? -whole : whole)
            }
            let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            if isInteger, let whole = Int(text) { return .int(whole) }
            guard let double = Double(text), double.isFinite else { return nil }
            if double.rounded(.towardZero) == double, let whole = Int(exactly: double) { return .int(whole) }
            return .double(double)
        }

        /// One or more digits; a leading zero only alone when `leadingZeroAllowed` is false (JSON integers).
        private mutating func digits(leadingZeroAllowed: Bool) -> Bool {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            guard index > start else { return false }
            return leadingZeroAllowed || bytes[start] != UInt8(ascii: "0") || index - start == 1
        }
    }
}
