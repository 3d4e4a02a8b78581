import Foundation

/// A rocket flown from a launchpad: the plain id the document holds, or `{name, id}` when the query populated it.
///
/// Encodes back to the shape it came from: a plain id string when the name is unknown.
public struct LaunchpadRocket: Sendable, Hashable, Codable, Identifiable {
    /// The rocket's API id.
    public var id: String
    /// The rocket's name, like "Falcon 9", when populated.
    public var name: String?

    /// Creates a reference.
    public init(id: String, name: String? = nil) {
        self.id = id
        self.name = name
    }

    private enum CodingKeys: String, CodingKey {
        case id, name
    }

    /// Decodes a plain id or a populated object.
    public init(from decoder: any Decoder) throws {
        if let id = try? decoder.singleValueContainer().decode(String.self) {
            self.init(id: id)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id), name: container.lenient(String.self, forKey: .name))
    }

    /// Encodes a plain id when the name is unknown, else the object.
    public func encode(to encoder: any Encoder) throws {
        guard let name else {
            var single = encoder.singleValueContainer()
            try single.encode(id)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
    }
}
