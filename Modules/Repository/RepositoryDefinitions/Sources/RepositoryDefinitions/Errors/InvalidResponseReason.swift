import Foundation

/// Why an answer from the API could not be used.
public enum InvalidResponseReason: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The body was empty where JSON was expected.
    case empty
    /// The body stopped before the JSON document ended.
    case truncated
    /// The body was not JSON (an HTML error page, say); `contentType` is what the server declared.
    case notJSON(contentType: String?)
    /// The body grew past the cap (`limit` bytes), so it was not read to the end.
    case tooLarge(limit: Int)
    /// The answer was not usable HTTP (a garbage status line, an encoding not asked for, a redirect not
    /// followed); the phrase completes "The SpaceX API sent …".
    case badHTTP(String)
    /// The JSON nests arrays and objects deeper than any answer the app reads.
    case nestedTooDeeply
    /// The JSON did not have the expected shape; `codingPath` names the field, like `docs[3].date_utc`.
    case wrongShape(codingPath: String, detail: String)

    /// A phrase that completes "The SpaceX API sent …".
    public var description: String {
        switch self {
        case .empty: "an empty answer"
        case .truncated: "an answer that was cut off"
        case .notJSON(let contentType?): "a page that is not JSON (\(contentType))"
        case .notJSON(nil): "an answer that is not JSON"
        case .tooLarge(let limit): "an answer over the \(Self.megabytes(limit)) MB limit, so it was not read"
        case .badHTTP(let phrase): phrase
        case .nestedTooDeeply: "JSON nested too deeply"
        case .wrongShape(let path, let detail):
            path.isEmpty
                ? "data in an unexpected shape (\(detail))" : "data in an unexpected shape at \(path) (\(detail))"
        }
    }

    /// `limit` bytes in whole megabytes (MiB), at least 1, for messages.
    public static func megabytes(_ limit: Int) -> Int { max(1, limit / (1024 * 1024)) }
}
