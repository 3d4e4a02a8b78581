import Foundation
import RepositoryDefinitions

/// The app's live transport: `http://` over ``SocketHTTPTransport`` (idle while waiting, everything enforced by
/// the app), `https://` over ``URLSessionTransport`` (TLS). On Apple platforms URLSession waits idly, so it
/// carries both.
public struct SchemeRoutingTransport: HTTPTransport {
    private let plain: any HTTPTransport
    private let secure: any HTTPTransport

    /// Routes plain HTTP to `plain` and everything else to `secure`, which is made on its first request (a run
    /// against an `http://` address never sets up URLSession).
    public init(
        plain: any HTTPTransport = SocketHTTPTransport(),
        secure: @escaping @Sendable @autoclosure () -> any HTTPTransport = URLSessionTransport()
    ) {
        self.plain = plain
        self.secure = LazyHTTPTransport(secure)
    }

    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        #if canImport(FoundationNetworking)
            if request.url.scheme?.lowercased() == "http" { return try await plain.send(request) }
        #endif
        return try await secure.send(request)
    }
}
