import Foundation

/// A parsed HTTP/1.x request as the server hands it to its handler.
public struct HTTPRequest: Sendable, Equatable {
    /// The method, e.g. `GET` or `POST`, as sent.
    public var method: String
    /// The request target as sent, path plus optional query, e.g. `/v4/rockets?x=1`.
    public var target: String
    /// The path part of the target, percent-encoding untouched, e.g. `/v4/rockets`.
    public var path: String
    /// The query part of the target without `?`, or nil when there is none.
    public var query: String?
    /// The protocol version, e.g. `HTTP/1.1`.
    public var version: String
    /// The header fields in order.
    public var headers: HTTPHeaders
    /// The body bytes (empty when there is none).
    public var body: Data

    /// Creates a request; `path` and `query` are split from `target`.
    public init(
        method: String, target: String, version: String = "HTTP/1.1", headers: HTTPHeaders = [:], body: Data = Data()
    ) {
        self.method = method
        self.target = target
        if let mark = target.firstIndex(of: "?") {
            self.path = String(target[..<mark])
            self.query = String(target[target.index(after: mark)...])
        } else {
            self.path = target
            self.query = nil
        }
        self.version = version
        self.headers = headers
        self.body = body
    }

    /// The decoded query items, empty when there is no query.
    public var queryItems: [URLQueryItem] {
        guard let query else { return [] }
        var components = URLComponents()
        components.percentEncodedQuery = query
        return components.queryItems ?? []
    }

    /// Whether the client asked to keep the connection open after this exchange.
    public var wantsKeepAlive: Bool {
        let tokens = headers.values(for: "Connection")
            .flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        if tokens.contains("close") { return false }
        if version == "HTTP/1.0" { return tokens.contains("keep-alive") }
        return true
    }
}
