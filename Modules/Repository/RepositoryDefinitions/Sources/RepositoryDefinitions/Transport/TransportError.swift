import Foundation

/// How sending a request failed below HTTP, so the client can map it and decide whether to retry.
public enum TransportError: Error, Sendable, Equatable, Hashable {
    /// No answer within the timeout.
    case timedOut
    /// The host could not be reached: refused, unresolvable, no route, offline.
    case cannotConnect
    /// The connection dropped or was reset mid-exchange.
    case connectionLost
    /// The body ended before its declared length.
    case truncated
    /// The body grew past the request's `maxBodyBytes` (received or decompressed), so the transfer was stopped.
    case tooLarge(limit: Int)
    /// The server answered, but not with a usable HTTP answer; the phrase completes "The server sent …"
    /// (`a status line that is not HTTP`, `a redirect (HTTP 307) to http://elsewhere/`).
    case badAnswer(String)
    /// The task was cancelled.
    case cancelled
    /// Anything else, described.
    case other(String)
}
