import Foundation

/// The one rule every feature uses to read a link from API data: an `http` or `https` address with a host, and
/// no spaces or control characters; anything else is not a link.
///
/// The rule is the strict one on purpose. Data from the network is untrusted and links end up in a terminal
/// (as OSC 8 hyperlinks) and in a browser: a `javascript:`, `file:` or `data:` link is never safe to open, a
/// link without a host opens nothing, and a control character could end a terminal escape early.
/// `URL(string:)` alone is too forgiving on recent platforms (it percent-encodes spaces), so it is checked here.
public enum WebAddress {
    /// The URL for `string` (trimmed of surrounding whitespace), or nil when it is not a web address.
    public static func url(from string: String) -> URL? {
        let trimmed = trimmingWhitespace(string)
        guard !trimmed.isEmpty, !trimmed.unicodeScalars.contains(where: isSpaceOrControl),
            let url = URL(string: trimmed), isWebLink(url), let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }

    /// Whether `url` can be opened in a browser: its scheme is `http` or `https`, in any letter case.
    public static func isWebLink(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return scheme == "http" || scheme == "https"
    }

    /// Spaces and C0/C1 control characters, which no address may contain once trimmed.
    private static func isSpaceOrControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value <= 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// `string` without leading and trailing `CharacterSet.whitespacesAndNewlines`, exactly as
    /// `trimmingCharacters(in:)` trims it.
    ///
    /// `trimmingCharacters(in:)` bridges through `NSString` on Linux and cost about a quarter of decoding a launch
    /// list; links almost never need trimming, so the common case returns the string untouched.
    static func trimmingWhitespace(_ string: String) -> String {
        let scalars = string.unicodeScalars
        guard let first = scalars.first, let last = scalars.last,
            isWhitespace(first) || isWhitespace(last)
        else { return string }
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, isWhitespace(scalars[start]) { start = scalars.index(after: start) }
        while end > start, isWhitespace(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return String(scalars[start..<end])
    }

    private static let whitespacesAndNewlines = CharacterSet.whitespacesAndNewlines

    /// ASCII scalars are checked directly; the rare others against Foundation's set, so results match everywhere.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || (0x09...0x0D).contains(scalar.value) }
        return whitespacesAndNewlines.contains(scalar)
    }
}
