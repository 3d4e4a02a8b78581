import Foundation

/// A collection of the r/SpaceX API and the API version the app speaks for it.
///
/// The generic layers know no collection by name: each feature's ``CollectionEndpoint`` declares its own.
public struct APICollection: Sendable, Hashable, CustomStringConvertible {
    /// The path segment, like `launches`.
    public let name: String
    /// The version segment, like `v5`.
    public let version: String

    /// Creates a collection reference.
    public init(name: String, version: String) {
        self.name = name
        self.version = version
    }

    /// `version/name`, as in the URL path.
    public var description: String { "\(version)/\(name)" }
}
