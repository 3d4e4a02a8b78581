import Foundation

/// A launch's rocket: just its id, or the populated `{name, type, id}` a query with `populate` returns.
///
/// Encodes back to the shape it came from: a plain id string when nothing else is known.
public struct RocketReference: Sendable, Hashable, Codable, Identifiable {
    /// The rocket's API id, used to navigate to the rocket screen.
    public var id: String
    /// The rocket's name, like "Falcon 9", when populated.
    public var name: String?
    /// The rocket's type, like "rocket", when populated.
    public var type: String?

    /// Creates a reference.
    public init(id: String, name: String? = nil, type: String? = nil) {
        self.id = id
        self.name = name
        self.type = type
    }

    /// Whether the reference carries more than the id.
    var isPopulated: Bool { name != nil || type != nil }

    private enum CodingKeys: String, CodingKey {
        case id, name, type
    }

    public init(from decoder: any Decoder) throws {
        if let id = try? decoder.singleValueContainer().decode(String.self) {
            self.init(id: id)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            name: try container.decodeIfPresent(String.self, forKey: .name),
            type: try container.decodeIfPresent(String.self, forKey: .type))
    }

    public func encode(to encoder: any Encoder) throws {
        guard isPopulated else {
            var single = encoder.singleValueContainer()
            try single.encode(id)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(type, forKey: .type)
    }
}
