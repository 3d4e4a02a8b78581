import Foundation

/// A complete HTTP response: status, headers and body.
///
/// The server adds `Content-Length` and `Connection` itself when they are missing.
public struct HTTPResponse: Sendable, Equatable {
    /// The status code.
    public var status: Int
    /// The header fields in order.
    public var headers: HTTPHeaders
    /// The body bytes.
    public var body: Data

    /// Creates a response.
    public init(status: Int, headers: HTTPHeaders = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A `text/plain; charset=utf-8` response, the way Express and Koa answer errors.
    public static func text(_ status: Int, _ text: String, headers: HTTPHeaders = [:]) -> HTTPResponse {
        var all = headers
        all.set(name: "Content-Type", value: "text/plain; charset=utf-8")
        return HTTPResponse(status: status, headers: all, body: Data(text.utf8))
    }

    /// Whether a response with this status may carry a body (not 1xx, 204 or 304).
    public var statusAllowsBody: Bool {
        !(100..<200).contains(status) && status != 204 && status != 304
    }

    /// The bytes on the wire: status line, headers (plus `Content-Length` and `Connection` when missing) and body.
    ///
    /// - Parameters:
    ///   - closeConnection: whether to announce `Connection: close` instead of `keep-alive`.
    ///   - includeBody: false for answers to `HEAD`, which keep the headers but send no body.
    public func encoded(closeConnection: Bool, includeBody: Bool = true) -> Data {
        var all = headers
        if statusAllowsBody, !all.contains("Content-Length") {
            all.add(name: "Content-Length", value: String(body.count))
        }
        if !all.contains("Connection") {
            all.add(name: "Connection", value: closeConnection ? "close" : "keep-alive")
        }
        var head = "HTTP/1.1 \(status) \(HTTPStatusReason.phrase(for: status))\r\n"
        for field in all {
            head += "\(field.name): \(field.value)\r\n"
        }
        head += "\r\n"
        var data = Data(head.utf8)
        if includeBody, statusAllowsBody {
            data.append(body)
        }
        return data
    }
}
