import Foundation
import RepositoryDefinitions

/// A launch's rocket: just its id, or the populated `{name, type, id}` a query with `populate` returns.
///
/// Decoded and encoded in either shape as a ``PopulatableReference``.
public struct RocketReference: Sendable, Hashable, PopulatableReference {
    /// The rocket's API id, used to navigate to the rocket screen.
    public var id: String
    /// The rocket's name, like "Falcon 9", when populated.
    public var name: String?
    /// The rocket's type, like "rocket", when populated.
    public var type: String?

    /// A reference that knows only the id.
    public init(id: String) {
        self.id = id
    }

    /// Creates a reference.
    public init(id: String, name: String? = nil, type: String? = nil) {
        self.id = id
        self.name = name
        self.type = type
    }

    /// Whether the reference carries more than the id.
    public var isPopulated: Bool { name != nil || type != nil }

    private enum CodingKeys: String, CodingKey {
        case id, name, type
    }

    /// Decodes the populated `{name, type, id}`.
    public init(populatedFrom decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            name: try container.decodeIfPresent(String.self, forKey: .name),
            type: try container.decodeIfPresent(String.self, forKey: .type))
    }

    /// Encodes the populated object.
    public func encodePopulated(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(type, forKey: .type)
    }
}
