import Foundation

/// A byte-level look at a pagination envelope before it is decoded, so a hostile page costs a scan, not a
/// decode: it finds a top-level key given twice (a decoder would silently keep one of them) and counts the
/// documents in `docs`, stopping as soon as there are more than the query's limit.
enum PageEnvelopeScanner {
    /// What the scan found wrong, if anything.
    enum Finding: Equatable {
        /// Nothing wrong at this level.
        case fine
        /// A top-level key appears more than once.
        case duplicateKey(String)
        /// `docs` holds more documents than `limit`.
        case tooManyDocuments(limit: Int)
    }

    /// Scans `body` (already known to be balanced JSON) for a page of at most `limit` documents.
    static func scan(_ body: Data, limit: Int) -> Finding {
        body.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Finding in
            var depth = 0
            var index = 0
            var keys = Set<[UInt8]>()
            var expectingKey = false
            var lastKey: [UInt8] = []
            var inDocs = false
            var documents = 0
            var docsHasValue = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let start = index + 1
                    index = endOfString(bytes, from: start)
                    if depth == 1, expectingKey {
                        let written = Array(bytes[start..<min(index, bytes.count)])
                        let key = unescaped(written)
                        if !keys.insert(key).inserted { return .duplicateKey(String(decoding: written, as: UTF8.self)) }
                        lastKey = key
                        expectingKey = false
                    } else if inDocs, depth == 2, !docsHasValue {
                        docsHasValue = true
                        documents = 1
                    }
                    index += 1
                    continue
                }
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    if inDocs, depth == 2, !docsHasValue {
                        docsHasValue = true
                        documents = 1
                    }
                    depth += 1
                    if depth == 1 { expectingKey = byte == UInt8(ascii: "{") }
                    if depth == 2, byte == UInt8(ascii: "["), lastKey == Array("docs".utf8) {
                        inDocs = true
                        docsHasValue = false
                        documents = 0
                    }
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if depth == 2, inDocs { inDocs = false }
                    depth -= 1
                case UInt8(ascii: ","):
                    if depth == 1 { expectingKey = true }
                    if inDocs, depth == 2 {
                        documents += 1
                        if documents > limit { return .tooManyDocuments(limit: limit) }
                    }
                case 0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: ":"):
                    break
                default:
                    if inDocs, depth == 2, !docsHasValue {
                        docsHasValue = true
                        documents = 1
                    }
                }
                index += 1
            }
            return .fine
        }
    }

    /// A key as the decoder reads it: escapes resolved, so `"d\u006fcs"` is `docs` to the scan too (else a page
    /// could hide its documents, or a second `docs`, from it). Keys without a backslash are returned as they are.
    private static func unescaped(_ key: [UInt8]) -> [UInt8] {
        guard key.contains(UInt8(ascii: "\\")),
            let text = try? JSONDecoder().decode(
                String.self, from: Data([UInt8(ascii: "\"")] + key + [UInt8(ascii: "\"")]))
        else { return key }
        return Array(text.utf8)
    }

    /// The index of the quote that ends the string starting at `start` (or the end of the bytes).
    private static func endOfString(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index
            default: index += 1
            }
        }
        return bytes.count
    }
}
