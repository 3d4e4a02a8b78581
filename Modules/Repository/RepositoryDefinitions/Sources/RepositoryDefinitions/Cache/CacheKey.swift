import Foundation

/// Identifies one cached response: derived from the request's method, URL and body.
public struct CacheKey: Sendable, Hashable, CustomStringConvertible {
    /// A stable string, safe to use as a file name.
    public let rawValue: String

    /// Creates a key from an already derived string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }
}
