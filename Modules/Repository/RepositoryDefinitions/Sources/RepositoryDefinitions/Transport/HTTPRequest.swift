import Foundation

/// An HTTP request as the API client builds it, independent of URLSession.
public struct HTTPRequest: Sendable, Hashable {
    /// `GET` or `POST`.
    public var method: String
    /// The full URL.
    public var url: URL
    /// Header fields.
    public var headers: [String: String]
    /// The body, for POST.
    public var body: Data?
    /// How long to wait for an answer, in seconds.
    public var timeout: TimeInterval

    /// Creates a request.
    public init(method: String, url: URL, headers: [String: String] = [:], body: Data? = nil, timeout: TimeInterval) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }
}
