import EndToEndSupport
import FakeSpaceXAPI
import Foundation
import LoopbackHTTPServer

/// A loopback API that mangles its answers on purpose, as curl's and git's test servers attack a client: each
/// request is handed to `misbehave` with the archive fake's real answer at hand, so a case can stream an endless
/// body, trickle, redirect, or send garbage instead. It counts the requests and keeps their bodies.
final class HostileServer: Sendable {
    /// The archive API whose answers the cases start from (never started itself).
    let archive: FakeSpaceXServer
    private let server: LoopbackServer
    private let received = RequestLog()

    /// Starts a server answering every request with `misbehave(request, archive)`.
    init(_ misbehave: @escaping @Sendable (LoopbackHTTPServer.HTTPRequest, FakeSpaceXServer) -> HTTPResponsePlan)
        throws
    {
        let archive = FakeSpaceXServer(dataset: try ArchiveAPIServer.dataset())
        let received = self.received
        server = LoopbackServer { request in
            received.append(request)
            return misbehave(request, archive)
        }
        self.archive = archive
        try server.start()
    }

    /// Starts a server answering every request with the same `plan`.
    convenience init(always plan: HTTPResponsePlan) throws {
        try self.init { _, _ in plan }
    }

    /// `http://127.0.0.1:<port>`.
    var baseURL: URL { server.baseURL }

    /// The requests received so far.
    var requests: [LoopbackHTTPServer.HTTPRequest] { received.requests }

    func stop() { server.stop() }

    /// A raw answer head: the status line and `fields`, then the blank line.
    static func head(_ fields: [String]) -> Data { head("HTTP/1.1 200 OK", fields) }

    /// A raw answer head with its own status line.
    static func head(_ statusLine: String, _ fields: [String]) -> Data {
        Data(([statusLine] + fields + ["", ""]).joined(separator: "\r\n").utf8)
    }

    /// A complete 200 answer with a JSON `body`.
    static func json(_ body: Data, fields: [String] = []) -> HTTPResponsePlan {
        .sendRawThenClose(
            head(["Content-Type: application/json", "Content-Length: \(body.count)"] + fields) + body)
    }
}

/// The requests a ``HostileServer`` received.
private final class RequestLog: @unchecked Sendable {
    // @unchecked Sendable: `items` is read and written only under `lock`.
    private let lock = NSLock()
    private var items: [LoopbackHTTPServer.HTTPRequest] = []

    func append(_ request: LoopbackHTTPServer.HTTPRequest) { lock.withLock { items.append(request) } }
    var requests: [LoopbackHTTPServer.HTTPRequest] { lock.withLock { items } }
}
