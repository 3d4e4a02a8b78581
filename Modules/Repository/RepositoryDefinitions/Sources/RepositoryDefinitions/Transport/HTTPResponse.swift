import Foundation

/// An HTTP response: status, headers (names lowercased) and body.
public struct HTTPResponse: Sendable, Hashable {
    /// The status code.
    public var status: Int
    /// Header fields, names lowercased.
    public var headers: [String: String]
    /// The body bytes.
    public var body: Data
    /// The address that produced this answer when a redirect was followed to it; nil when it is the request's.
    public var redirectedURL: URL?

    /// Creates a response; header names are lowercased.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data(), redirectedURL: URL? = nil) {
        self.redirectedURL = redirectedURL
        self.status = status
        self.headers = Dictionary(
            headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.body = body
    }

    /// The value of a header, by case-insensitive name.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}
