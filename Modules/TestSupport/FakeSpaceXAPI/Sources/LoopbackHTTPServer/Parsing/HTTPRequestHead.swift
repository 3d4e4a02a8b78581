import Foundation

/// The request line and headers of a request, before its body has been read.
struct HTTPRequestHead: Sendable, Equatable {
    var method: String
    var target: String
    var version: String
    var headers: HTTPHeaders
    /// The declared body length (0 when there is no `Content-Length`).
    var contentLength: Int
    /// Whether the client sent `Expect: 100-continue` and waits for a go-ahead before the body.
    var expectsContinue: Bool

    /// Joins the head with its body into the request handed to the handler.
    func request(body: Data) -> HTTPRequest {
        HTTPRequest(method: method, target: target, version: version, headers: headers, body: body)
    }
}
