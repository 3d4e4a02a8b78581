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
    /// One of the failures above from a service other than the r/SpaceX API (made with ``from(_:)``), so its
    /// message names that service ("Couldn't reach the Launch Library") and, when throttled, its budget and wait.
    indirect case service(DataService, RepositoryError)

    /// This failure as `service`'s: the same failure, but its message names `service`. Cancellation names no
    /// one and stays itself, as does a failure already attributed; the r/SpaceX API is the default, not wrapped.
    public func from(_ service: DataService) -> RepositoryError {
        switch self {
        case .cancelled, .service: self
        default: service == .spacexAPI ? self : .service(service, self)
        }
    }

    /// The failure itself, whichever service it came from (what to match on).
    public var reason: RepositoryError {
        if case .service(_, let reason) = self { reason.reason } else { self }
    }

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
        case .service(_, let reason): reason.title
        }
    }

    /// One line telling the user what happened and what they can do, naming the service that failed.
    public var userMessage: String {
        if case .service(let service, let reason) = self { return reason.message(naming: service) }
        return message(naming: .spacexAPI)
    }

    /// The message for this failure of `service`.
    private func message(naming service: DataService) -> String {
        let name = service.name
        let subject = service.sentenceName
        switch self {
        case .offline:
            return "Couldn't reach \(name). Check your connection or the API address."
        case .timeout:
            return "\(subject) took too long to answer. Try again in a moment."
        case .notFound(let id):
            return "Nothing with id \"\(id)\" exists in \(name)."
        case .badRequest(let message):
            return message.isEmpty
                ? "\(subject) rejected the request." : "\(subject) rejected the request: \(message)"
        case .rateLimited(let retryAfter):
            if let budget = service.budgetNotice(wait: retryAfter) { return budget + "." }
            if let retryAfter, retryAfter.isFinite, retryAfter < 86_400 {
                return "\(subject) is rate limiting us. Try again in \(Int(retryAfter.rounded(.up))) s."
            }
            return retryAfter.map { $0 >= 86_400 } == true
                ? "\(subject) is rate limiting us. Try again later."
                : "\(subject) is rate limiting us. Try again in a minute."
        case .server(404):
            return "\(subject) has no such address (HTTP 404). Check the API address."
        case .server(let status):
            return "\(subject) failed with HTTP \(status). Try again later."
        case .invalidResponse(let reason):
            return "\(subject) sent \(reason.description)."
        case .cancelled:
            return "The request was cancelled."
        case .notCached:
            return service == .spacexAPI
                ? "Nothing is saved for this yet, and offline mode is on."
                : "Nothing from \(name) is saved for this yet, and offline mode is on."
        case .service(let inner, let reason):
            return reason.message(naming: inner)
        }
    }

    /// Whether asking again soon may succeed, so retries and "press r" hints are only offered where they help.
    public var isTransient: Bool {
        switch self {
        case .server(let status): status != 404
        case .offline, .timeout, .rateLimited: true
        case .invalidResponse(.truncated): true
        case .notFound, .badRequest, .invalidResponse, .cancelled, .notCached: false
        case .service(_, let reason): reason.isTransient
        }
    }
}

extension RepositoryError: LocalizedError {
    public var errorDescription: String? { userMessage }
}
