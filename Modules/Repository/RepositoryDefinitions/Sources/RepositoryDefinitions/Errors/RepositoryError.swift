import Foundation

/// Everything that can go wrong between a screen and the API, each with a message a person can act on.
///
/// Implementations map transport, HTTP and decoding failures onto these cases; screens only ever see this type.
public enum RepositoryError: Error, Sendable, Equatable, Hashable {
    /// The API could not be reached: no network, DNS failure, connection refused or reset.
    case offline
    /// The API did not answer in time.
    case timeout
    /// The API has no document with this id (HTTP 404).
    case notFound(id: String)
    /// The API rejected the request (HTTP 400), with its text/plain message.
    case badRequest(message: String)
    /// The API asked us to slow down (HTTP 429); `retryAfter` is in seconds when the server said.
    case rateLimited(retryAfter: TimeInterval?)
    /// The API failed on its side (HTTP 5xx or another unexpected status).
    case server(status: Int)
    /// The API answered with something that is not the expected JSON.
    case invalidResponse(InvalidResponseReason)
    /// The request was cancelled, usually because the screen moved on.
    case cancelled
    /// Offline mode was asked for and nothing is saved for this screen yet.
    case notCached

    /// A short title for error screens.
    public var title: String {
        switch self {
        case .offline: "You're offline"
        case .timeout: "The API is not answering"
        case .notFound: "Not found"
        case .badRequest: "The API rejected the request"
        case .rateLimited: "Too many requests"
        case .server: "The API is having trouble"
        case .invalidResponse: "Unexpected answer from the API"
        case .cancelled: "Cancelled"
        case .notCached: "Not available offline"
        }
    }

    /// One line telling the user what happened and what they can do.
    public var userMessage: String {
        switch self {
        case .offline:
            "Couldn't reach the SpaceX API. Check your connection or the API address."
        case .timeout:
            "The SpaceX API took too long to answer. Try again in a moment."
        case .notFound(let id):
            "Nothing with id \"\(id)\" exists in the SpaceX API."
        case .badRequest(let message):
            message.isEmpty ? "The SpaceX API rejected the request." : "The SpaceX API rejected the request: \(message)"
        case .rateLimited(let retryAfter?) where retryAfter.isFinite && retryAfter < 86_400:
            "The SpaceX API is rate limiting us. Try again in \(Int(retryAfter.rounded(.up))) s."
        case .rateLimited(let retryAfter?) where retryAfter >= 86_400:
            "The SpaceX API is rate limiting us. Try again later."
        case .rateLimited:
            "The SpaceX API is rate limiting us. Try again in a minute."
        case .server(404):
            "The SpaceX API has no such address (HTTP 404). Check the API address."
        case .server(let status):
            "The SpaceX API failed with HTTP \(status). Try again later."
        case .invalidResponse(let reason):
            "The SpaceX API sent \(reason.description)."
        case .cancelled:
            "The request was cancelled."
        case .notCached:
            "Nothing is saved for this yet, and offline mode is on."
        }
    }

    /// Whether asking again soon may succeed, so retries and "press r" hints are only offered where they help.
    public var isTransient: Bool {
        switch self {
        case .server(let status): status != 404
        case .offline, .timeout, .rateLimited: true
        case .invalidResponse(.truncated): true
        case .notFound, .badRequest, .invalidResponse, .cancelled, .notCached: false
        }
    }
}

extension RepositoryError: LocalizedError {
    public var errorDescription: String? { userMessage }
}
