import Foundation

/// Strong entity tags for response bodies, and the `If-None-Match` check that turns a request into 304.
enum EntityTag {
    /// A strong tag such as `"1f3-8c2a51e0d6b3f742"`: body length and a 64-bit FNV-1a hash, both in hex.
    static func strong(for body: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in body {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return "\"\(String(body.count, radix: 16))-\(String(hash, radix: 16))\""
    }

    /// Whether an `If-None-Match` header value names `tag` (weak comparison, as the header requires) or is `*`.
    static func matches(ifNoneMatch header: String, tag: String) -> Bool {
        let candidates = header.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let opaque = { (value: String) in value.hasPrefix("W/") ? String(value.dropFirst(2)) : value }
        return candidates.contains { $0 == "*" || opaque($0) == opaque(tag) }
    }
}
