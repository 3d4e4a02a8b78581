import Foundation
import RepositoryDefinitions

/// Derives the ``CacheKey`` of a request from its method, URL and body.
///
/// The key reads like `v5-launches-query-<32 hex digits>`: a readable prefix from the URL path for people
/// looking in the cache directory, then two independent 64-bit FNV-1a hashes of `method \n url \n body`.
/// 128 bits make an accidental collision between two of the app's few thousand requests practically
/// impossible, and the disk store also keeps the key text in each file and compares it on read.
enum RequestCacheKey {
    /// The second hash's basis: the standard basis with its bits inverted, so the two hashes are independent.
    private static let secondBasis: UInt64 = ~FNV1a64.standardBasis

    /// The key for `request`.
    public static func key(for request: HTTPRequest) -> CacheKey {
        var text = Data(request.method.uppercased().utf8)
        text.append(0x0A)
        text.append(contentsOf: Array(request.url.absoluteString.utf8))
        text.append(0x0A)
        if let body = request.body { text.append(body) }
        let first = FNV1a64.hash(text)
        let second = FNV1a64.hash(text, basis: secondBasis)
        return CacheKey(rawValue: "\(prefix(for: request.url))-\(FNV1a64.hex(first))\(FNV1a64.hex(second))")
    }

    /// The last three path segments, filename-safe, like `v5-launches-query`.
    private static func prefix(for url: URL) -> String {
        let segments = url.path.split(separator: "/").suffix(3).map { segment in
            String(segment.unicodeScalars.map { isSafe($0) ? Character($0) : "_" }.prefix(32))
        }
        return segments.isEmpty ? "root" : segments.joined(separator: "-")
    }

    private static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_" || scalar == ".")
    }
}
