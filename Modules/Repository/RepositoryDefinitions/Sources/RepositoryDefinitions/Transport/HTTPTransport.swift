import Foundation

/// Sends one HTTP request and returns the response: the seam between the API client and URLSession.
public protocol HTTPTransport: Sendable {
    /// Sends `request`; any HTTP status is a response, only failures below HTTP throw.
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse
}
