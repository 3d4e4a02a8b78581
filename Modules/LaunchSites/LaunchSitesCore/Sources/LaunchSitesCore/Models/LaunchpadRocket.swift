import Foundation
import RepositoryDefinitions

/// A rocket flown from a launchpad: the plain id the document holds, or `{name, id}` when the query populated it.
///
/// Decoded and encoded in either shape as a ``PopulatableReference``.
public struct LaunchpadRocket: Sendable, Hashable, PopulatableReference {
    /// The rocket's API id.
    public var id: String
    /// The rocket's name, like "Falcon 9", when populated.
    public var name: String?

    /// A reference that knows only the id.
    public init(id: String) {
        self.id = id
    }

    /// Creates a reference.
    public init(id: String, name: String?) {
        self.id = id
        self.name = name
    }

    /// Whether the name is known.
    public var isPopulated: Bool { name != nil }

    private enum CodingKeys: String, CodingKey {
        case id, name
    }

    /// Decodes the populated `{name, id}`; a name that is not a string is dropped.
    public init(populatedFrom decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id), name: container.lenient(String.self, forKey: .name))
    }

    /// Encodes `{id, name}`.
    public func encodePopulated(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(name, forKey: .name)
    }
}
