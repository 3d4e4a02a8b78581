import Foundation

/// A collection of the r/SpaceX API and the API version the app speaks for it.
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

    /// Launches, on the v5 API (crew with roles).
    public static let launches = APICollection(name: "launches", version: "v5")
    /// Rockets, on the v4 API.
    public static let rockets = APICollection(name: "rockets", version: "v4")
    /// Launchpads, on the v4 API.
    public static let launchpads = APICollection(name: "launchpads", version: "v4")

    /// `version/name`, as in the URL path.
    public var description: String { "\(version)/\(name)" }
}
