import Foundation
import RepositoryDefinitions

/// One failed attempt: the error to report and whether (and after how long) another attempt may help.
struct AttemptFailure: Error, Equatable {
    /// What the caller sees if no retry succeeds.
    var error: RepositoryError
    /// Whether the failure is transient enough to retry.
    var isRetryable: Bool
    /// The server's `Retry-After`, in seconds, when it sent one.
    var retryAfter: TimeInterval?
}

/// Maps HTTP statuses and transport failures to ``RepositoryError``s, deciding which are worth a retry.
///
/// | answer | error | retried |
/// |---|---|---|
/// | 400 (text/plain message) | `badRequest(message:)`, trimmed, control characters removed, ≤ 200 chars | no |
/// | 404 on a GET by id | `notFound(id:)` | no |
/// | 404 on a query | `server(status: 404)`: the collection path itself is wrong (bad base URL) | no |
/// | 429 | `rateLimited(retryAfter:)`, the wait from `Retry-After`, else from a `detail` body (none when 0 or past) | yes, after that wait when given |
/// | 500, 502, 503, 504 | `server(status:)` | yes |
/// | other non-2xx | `server(status:)` | no |
/// | timeout | `timeout` | yes |
/// | connection lost or reset | `offline` | yes |
/// | cannot connect (refused, DNS, no network) | `offline` | no: the host is not there, retrying only delays the message |
/// | body shorter than `Content-Length` | `invalidResponse(.truncated)` | yes |
/// | body over the cap (received or inflated) | `invalidResponse(.tooLarge)` | no |
/// | an answer that is not usable HTTP (status line, encoding, refused redirect) | `invalidResponse(.badHTTP)` | no |
/// | any other transport failure (bad URL, TLS) | `offline` | no |
/// | cancelled | `cancelled` | no |
enum ResponseClassifier {
    /// The longest `badRequest` message kept.
    static let messageLimit = 200
    private static let retryableStatuses: Set<Int> = [500, 502, 503, 504]

    /// The failure for a non-success `response`, or nil for 2xx and 304; `notFoundID` is the id a GET asked for.
    static func failure(for response: HTTPResponse, notFoundID: String?, now: Date) -> AttemptFailure? {
        switch response.status {
        case 200..<300, 304:
            return nil
        case 400:
            return AttemptFailure(error: .badRequest(message: message(from: response.body)), isRetryable: false)
        case 404:
            let error: RepositoryError = notFoundID.map { .notFound(id: $0) } ?? .server(status: 404)
            return AttemptFailure(error: error, isRetryable: false)
        case 429:
            // A wait of nothing (a Retry-After of 0 or in the past) is no wait at all: the retries back off as
            // usual instead of three requests in 50 ms, and the message does not say "Try again in 0 s".
            let retryAfter =
                (RetryAfter.seconds(from: response.header("retry-after"), now: now)
                ?? ThrottleNotice.seconds(in: response.body)).flatMap { $0 > 0 ? $0 : nil }
            return AttemptFailure(
                error: .rateLimited(retryAfter: retryAfter), isRetryable: true, retryAfter: retryAfter)
        default:
            return AttemptFailure(
                error: .server(status: response.status), isRetryable: retryableStatuses.contains(response.status))
        }
    }

    /// The failure for a transport error.
    static func failure(for error: TransportError) -> AttemptFailure {
        switch error {
        case .timedOut: AttemptFailure(error: .timeout, isRetryable: true)
        case .connectionLost: AttemptFailure(error: .offline, isRetryable: true)
        case .cannotConnect: AttemptFailure(error: .offline, isRetryable: false)
        case .truncated: AttemptFailure(error: .invalidResponse(.truncated), isRetryable: true)
        case .cancelled: AttemptFailure(error: .cancelled, isRetryable: false)
        case .other: AttemptFailure(error: .offline, isRetryable: false)
        case .tooLarge(let limit): AttemptFailure(error: .invalidResponse(.tooLarge(limit: limit)), isRetryable: false)
        case .badAnswer(let phrase): AttemptFailure(error: .invalidResponse(.badHTTP(phrase)), isRetryable: false)
        }
    }

    /// The failure for a body that could not be decoded; only a truncated one is worth another try.
    static func failure(forDecoding error: RepositoryError) -> AttemptFailure {
        AttemptFailure(error: error, isRetryable: error == .invalidResponse(.truncated))
    }

    /// A 400 body as a one-line message: control characters become spaces, runs collapse, at most 200 characters.
    static func message(from body: Data) -> String {
        let text = String(decoding: body.prefix(4096), as: UTF8.self)
        var cleaned = String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1B}" || scalar == "\u{9B}" {
                skipEscapeSequence(after: scalar, in: &scalars)
                cleaned.append(" ")
            } else if CharacterSet.controlCharacters.contains(scalar) {
                cleaned.append(" ")
            } else {
                cleaned.append(scalar)
            }
        }
        let words = String(cleaned).split(whereSeparator: { $0 == " " })
        let line = words.joined(separator: " ")
        return line.count > messageLimit ? String(line.prefix(messageLimit - 1)) + "…" : line
    }

    /// Drops the rest of an escape sequence (CSI parameters and final byte, or an OSC string up to BEL or ST), so
    /// a server's coloured text leaves no `[31m` debris in a message.
    private static func skipEscapeSequence(
        after introducer: Unicode.Scalar, in scalars: inout Substring.UnicodeScalarView
    ) {
        var isCSI = introducer == "\u{9B}"
        if introducer == "\u{1B}" {
            guard let next = scalars.first else { return }
            if next == "[" {
                isCSI = true
                scalars.removeFirst()
            } else if next == "]" {
                scalars.removeFirst()
                while let scalar = scalars.popFirst(), scalar != "\u{07}" {
                    if scalar == "\u{1B}" {
                        if scalars.first == "\\" { scalars.removeFirst() }
                        return
                    }
                }
                return
            } else {
                scalars.removeFirst()
                return
            }
        }
        guard isCSI else { return }
        while let scalar = scalars.popFirst(), !(0x40...0x7E).contains(scalar.value) {}
    }
}
