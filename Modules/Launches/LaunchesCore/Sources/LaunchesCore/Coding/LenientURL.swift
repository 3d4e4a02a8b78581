import Foundation

/// Reads URL strings from API documents without ever failing a page: empty, blank or unparsable strings are nil.
///
/// The API sends `""` or `null` where it has no link; one bad link must not hide a launch.
enum LenientURL {
    /// The URL in `string`, or nil when it is empty, blank, unparsable or has no scheme.
    static func parse(_ string: String) -> URL? {
        let trimmed = trimmingWhitespace(string)
        guard !trimmed.isEmpty, let url = URL(string: trimmed), let scheme = url.scheme, !scheme.isEmpty else {
            return nil
        }
        return url
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

    /// A decodable wrapper that reads any JSON value and keeps it only when it is a usable URL string.
    struct Element: Decodable {
        let url: URL?

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            url = (try? container.decode(String.self)).flatMap(LenientURL.parse)
        }
    }
}
