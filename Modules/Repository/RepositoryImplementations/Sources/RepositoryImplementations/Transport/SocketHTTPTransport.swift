import Foundation
import RepositoryDefinitions

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// HTTP/1.1 for `http://` addresses over a plain socket, one connection per request.
///
/// Why not URLSession: on Linux its libcurl bridge keeps a write-readiness source on the socket after the request
/// is sent, so waiting for a slow answer spins a CPU core (swift-corelibs-foundation `_SocketSources` creates
/// sources but never drops the write one when libcurl asks for read only). Here every wait is a `poll`, so a
/// stalled server costs nothing; and the client reads bodies incrementally, enforcing the request's body cap,
/// idle timeout and overall deadline and its redirect policy itself. It asks for no compression
/// (`Accept-Encoding: identity`) and refuses an encoded body, so nothing is ever inflated.
public struct SocketHTTPTransport: HTTPTransport {
    /// Creates the transport.
    public init() {}

    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        if Task.isCancelled { throw .cancelled }
        let wakeUp = WakeUpPipe()
        let result: Result<HTTPResponse, TransportError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let thread = Thread {
                    continuation.resume(
                        returning: Result { () throws(TransportError) in
                            try Self.exchange(request, wakeUp: wakeUp.readEnd)
                        })
                }
                thread.name = "spacex-http"
                thread.start()
            }
        } onCancel: {
            wakeUp.signal()
        }
        return try result.get()
    }

    /// Sends `request` and follows the redirects its policy allows; blocks the calling thread.
    static func exchange(_ request: HTTPRequest, wakeUp: Int32) throws(TransportError) -> HTTPResponse {
        let deadline = TransportDeadline.instant(after: request.deadline)
        var current = request
        var hops = 0
        while true {
            let response = try exchangeOnce(current, wakeUp: wakeUp, deadline: deadline)
            guard HTTPRedirect.isRedirect(response.status) else {
                var answered = response
                answered.redirectedURL = hops == 0 ? nil : current.url
                return answered
            }
            current = try HTTPRedirect.next(
                after: request, current: current, status: response.status, location: response.header("location"),
                hops: hops)
            hops += 1
            if current.url.scheme?.lowercased() != "http" {
                throw .badAnswer("a redirect to \(HTTPAnswerReader.printable(current.url.absoluteString))")
            }
        }
    }

    private static func exchangeOnce(
        _ request: HTTPRequest, wakeUp: Int32, deadline: ContinuousClock.Instant
    ) throws(TransportError) -> HTTPResponse {
        guard let host = request.url.host, !host.isEmpty else { throw .other("The address has no host.") }
        let port = HTTPRedirect.effectivePort(request.url)
        let socket = try HTTPSocket(
            host: host, port: port, wakeUp: wakeUp, idleTimeout: request.timeout, deadline: deadline)
        try socket.send(head(for: request, host: host, port: port) + (request.body ?? Data()))
        var reader = HTTPAnswerReader(maxBodyBytes: request.maxBodyBytes) { () throws(TransportError) in
            try socket.receive()
        }
        return try reader.read(method: request.method)
    }

    /// The request line and header fields; the connection closes after the answer.
    static func head(for request: HTTPRequest, host: String, port: Int) -> Data {
        // As sent on the wire: percent-encoded, as URLSession would send it.
        let components = URLComponents(url: request.url, resolvingAgainstBaseURL: true)
        let path = components?.percentEncodedPath ?? ""
        var target = path.isEmpty ? "/" : path
        if let query = components?.percentEncodedQuery { target += "?" + query }
        let hostField = host.contains(":") ? "[\(host)]" : host
        var lines = ["\(request.method) \(target) HTTP/1.1", "Host: \(hostField):\(port)", "Connection: close"]
        lines.append("Accept-Encoding: identity")
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key })
        where !["host", "connection", "accept-encoding", "content-length"].contains(name.lowercased()) {
            lines.append("\(name): \(value)")
        }
        if request.body != nil || request.method == "POST" {
            lines.append("Content-Length: \(request.body?.count ?? 0)")
        }
        return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }
}
