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
    /// How long to wait for the next bytes of an answer, in seconds (an idle timeout between packets).
    public var timeout: TimeInterval
    /// The longest the whole exchange may take, in seconds, however steadily bytes trickle in (curl's
    /// `--max-time`).
    public var deadline: TimeInterval
    /// The most body bytes accepted (counted after any decompression); a longer answer is cut off and fails.
    public var maxBodyBytes: Int
    /// Which redirects the transport follows.
    public var redirects: HTTPRedirectPolicy

    /// The default cap on an answer's body: 32 MiB, far above any answer the API gives.
    public static let defaultMaxBodyBytes = 32 * 1024 * 1024

    /// Creates a request; `deadline` defaults to four times `timeout`, at least 30 s.
    public init(
        method: String, url: URL, headers: [String: String] = [:], body: Data? = nil, timeout: TimeInterval,
        deadline: TimeInterval? = nil, maxBodyBytes: Int = HTTPRequest.defaultMaxBodyBytes,
        redirects: HTTPRedirectPolicy = .sameOrigin
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.deadline = deadline ?? max(30, timeout * 4)
        self.maxBodyBytes = maxBodyBytes
        self.redirects = redirects
    }
}
