import Foundation
import RepositoryDefinitions

/// What a transport does with a 3xx answer, under the request's ``HTTPRedirectPolicy``: the request to send
/// next, or the error naming the redirect it refuses. Both transports (sockets and URLSession) share it.
enum HTTPRedirect {
    /// The most redirects followed for one request.
    static let maxHops = 5

    /// The statuses that redirect (304 is an answer, not a redirect).
    static func isRedirect(_ status: Int) -> Bool { [301, 302, 303, 307, 308].contains(status) }

    /// The request that follows `status` with `location` from `current` (which `original` led to after `hops`
    /// redirects), or the error that refuses it.
    static func next(
        after original: HTTPRequest, current: HTTPRequest, status: Int, location: String?, hops: Int
    ) throws(TransportError) -> HTTPRequest {
        guard let location, let target = URL(string: location, relativeTo: current.url)?.absoluteURL,
            let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else {
            throw .badAnswer("a redirect (HTTP \(status)) without a usable address")
        }
        let named = HTTPAnswerReader.printable(target.absoluteString)
        guard hops < maxHops else { throw .badAnswer("redirects in a loop (more than \(maxHops), last to \(named))") }
        var next = current
        next.url = target
        switch original.redirects {
        case .sameOrigin:
            guard status == 307 || status == 308 else {
                throw .badAnswer("a redirect (HTTP \(status)) to \(named), which a query never follows")
            }
            guard isSameOrigin(target, original.url) else {
                throw .badAnswer("a redirect (HTTP \(status)) to another server, \(named), which a query never follows")
            }
        case .anyOrigin:
            if status == 303 || ((status == 301 || status == 302) && current.method == "POST") {
                next.method = "GET"
                next.body = nil
            }
        }
        return next
    }

    /// Whether `a` and `b` have the same scheme, host and port.
    static func isSameOrigin(_ a: URL, _ b: URL) -> Bool {
        a.scheme?.lowercased() == b.scheme?.lowercased() && a.host?.lowercased() == b.host?.lowercased()
            && effectivePort(a) == effectivePort(b)
    }

    /// The URL's port, or its scheme's default.
    static func effectivePort(_ url: URL) -> Int {
        url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
    }
}
