import Foundation
import RepositoryDefinitions

/// How much a rocket can lift to one destination, like `leo` (Low Earth Orbit).
public struct PayloadWeight: Codable, Sendable, Hashable, Identifiable {
    /// The destination's short id, like `leo`, `gto` or `mars`.
    public var id: String
    /// The destination's name, like "Low Earth Orbit".
    public var name: String
    /// The capacity in kilograms.
    public var kg: Int?
    /// The capacity in pounds.
    public var lb: Int?

    /// Creates a capacity.
    public init(id: String, name: String, kg: Int?, lb: Int?) {
        self.id = id
        self.name = name
        self.kg = kg
        self.lb = lb
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, kg, lb
    }

    /// Decodes leniently: it needs an id or a name (either stands in for the other); odd weights become nil.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = container.lenient(String.self, forKey: .id)
        let name = container.lenient(String.self, forKey: .name)
        guard let key = id ?? name else {
            throw DecodingError.keyNotFound(
                CodingKeys.id,
                .init(codingPath: container.codingPath, debugDescription: "A payload needs an id or a name"))
        }
        self.id = key
        self.name = name ?? key
        kg = container.lenientInt(forKey: .kg)
        lb = container.lenientInt(forKey: .lb)
    }
}
