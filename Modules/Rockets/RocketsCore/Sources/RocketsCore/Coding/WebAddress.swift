import Foundation

/// Reads web addresses from API strings: an empty string, a string without a scheme or host, or one with
/// spaces is not an address.
///
/// `URL(string:)` alone is too forgiving on recent platforms (it percent-encodes spaces), so it is checked here.
enum WebAddress {
    /// The URL for `string`, or nil when it is not an absolute address with a scheme and a host.
    static func url(from string: String) -> URL? {
        let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !trimmed.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F }),
            let url = URL(string: trimmed), let scheme = url.scheme, !scheme.isEmpty,
            let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }

    /// Whether `url` can be opened in a browser: `http` or `https`.
    static func isWebLink(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return scheme == "http" || scheme == "https"
    }
}
