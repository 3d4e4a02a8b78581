import Foundation

/// Reads URL strings from API documents without ever failing a page: empty, blank or unparsable strings are nil.
///
/// The API sends `""` or `null` where it has no link; one bad link must not hide a launch.
enum LenientURL {
    /// The URL in `string`, or nil when it is empty, blank, unparsable or has no scheme.
    static func parse(_ string: String) -> URL? {
        let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, let url = URL(string: trimmed), let scheme = url.scheme, !scheme.isEmpty else {
            return nil
        }
        return url
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
