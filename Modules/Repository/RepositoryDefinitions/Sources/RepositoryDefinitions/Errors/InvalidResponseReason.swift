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
    /// A string escapes half of a UTF-16 surrogate pair (`\ud800` alone), which is no character.
    case loneSurrogate
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
        case .loneSurrogate: "JSON text with a lone surrogate escape (like \\ud800), which is no character"
        case .wrongShape(let path, let detail):
            path.isEmpty
                ? "data in an unexpected shape (\(detail))" : "data in an unexpected shape at \(path) (\(detail))"
        }
    }

    /// `limit` bytes in megabytes (MiB) as a message says it: the real limit, to two decimals when it is not a
    /// whole number (`0.01`, `1.5`, `32`); a limit of 0.01 MB was said to be "1 MB".
    public static func megabytes(_ limit: Int) -> String {
        let hundredths = (Double(limit) / (1024 * 1024) * 100).rounded()
        let whole = Int(hundredths) / 100
        let fraction = Int(hundredths) % 100
        guard fraction != 0 else { return hundredths == 0 ? "0.01" : String(whole) }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0\(fraction)" : String(fraction))
        return "\(whole).\(digits)"
    }
}
