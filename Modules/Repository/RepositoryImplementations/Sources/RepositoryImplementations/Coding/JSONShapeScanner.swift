import Foundation

/// A quick structural look at a body before decoding, to tell "cut short" from "not JSON" on every platform.
///
/// Decoder messages for a body that ends early differ between Foundation versions, so instead the scanner
/// follows strings and brackets: a document that opens an object or array and runs out of bytes inside it was
/// truncated.
enum JSONShapeScanner {
    /// What the body looks like.
    enum Shape: Equatable {
        /// No bytes, or only whitespace.
        case empty
        /// Does not start like a JSON object or array (an HTML page, plain text).
        case notJSON
        /// Starts like JSON but ends inside a string, object or array.
        case unterminated
        /// Arrays and objects nest deeper than ``maxDepth``: no decoder is asked to recurse that far.
        case tooDeep
        /// Brackets balance; the decoder decides the rest.
        case container
    }

    /// The deepest nesting accepted; the API's documents nest fewer than 10 levels.
    static let maxDepth = 512

    /// Scans `body`.
    static func scan(_ body: Data) -> Shape {
        body.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Shape in
            guard let first = buffer.firstIndex(where: { !isWhitespace($0) }) else { return .empty }
            guard buffer[first] == UInt8(ascii: "{") || buffer[first] == UInt8(ascii: "[") else { return .notJSON }
            var depth = 0
            var inString = false
            var escaped = false
            for byte in buffer[first...] {
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                    if depth > maxDepth { return .tooDeep }
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth < 0 { return .container }
                default: break
                }
            }
            return inString || depth > 0 ? .unterminated : .container
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
