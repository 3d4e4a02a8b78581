import Foundation

/// Which HTTP redirects a transport follows for one request.
///
/// An API query must reach the address it was sent to: a redirect elsewhere would send it (and its body) to
/// another server, or cache another server's answer under the query's key. Pictures are plain downloads.
public enum HTTPRedirectPolicy: Sendable, Hashable {
    /// Only 307 and 308 to the same scheme, host and port, re-sending the same method and body; any other
    /// redirect fails, naming it.
    case sameOrigin
    /// Any redirect of a GET, to any http or https address.
    case anyOrigin
}
