import Foundation

/// The `ETag` a client may keep and send back in `If-None-Match`: a valid entity-tag (RFC 9110 §8.8.3,
/// `[W/]"<etagc>*"`) of bounded length, or nothing. A server's value is re-sent as a request header, so one
/// carrying a line break (`"abc"` LF `X-Injected: yes`), NUL, an escape or kilobytes of text is dropped instead of
/// saved: the answer is still used, just never revalidated with it.
enum EntityTag {
    /// The longest entity-tag kept, quotes and weakness prefix included.
    static let maxLength = 256

    /// `value` when it is a valid entity-tag of at most ``maxLength`` bytes, else nil. Only visible ASCII is
    /// accepted inside the quotes (the RFC's `obs-text` is not: no real server needs it).
    static func valid(_ value: String?) -> String? {
        guard let value, value.utf8.count <= maxLength else { return nil }
        var bytes = value.utf8[...]
        if bytes.starts(with: "W/".utf8) { bytes = bytes.dropFirst(2) }
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "\""), bytes.last == UInt8(ascii: "\"") else {
            return nil
        }
        let inside = bytes.dropFirst().dropLast()
        guard inside.allSatisfy({ $0 == 0x21 || (0x23...0x7E).contains($0) }) else { return nil }
        return value
    }
}
