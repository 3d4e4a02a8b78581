import Foundation
import RepositoryDefinitions
import RocketsCore

/// ``PayloadWeight`` as the r/SpaceX API sends it (snake_case keys, read leniently).
extension PayloadWeight: SpaceXDecodable {
    private enum SpaceXKeys: String, CodingKey {
        case id, name, kg, lb
    }

    /// Decodes leniently: it needs an id or a name (either stands in for the other); odd weights become nil.
    public init(spaceX decoder: any Decoder) throws {
        self.init(id: "", name: "", kg: nil, lb: nil)
        let container = try decoder.container(keyedBy: SpaceXKeys.self)
        let id = container.lenient(String.self, forKey: .id)
        let name = container.lenient(String.self, forKey: .name)
        guard let key = id ?? name else {
            throw DecodingError.keyNotFound(
                SpaceXKeys.id,
                .init(codingPath: container.codingPath, debugDescription: "A payload needs an id or a name"))
        }
        self.id = key
        self.name = name ?? key
        kg = ServerNumber.amount(container.lenientInt(forKey: .kg))
        lb = ServerNumber.amount(container.lenientInt(forKey: .lb))
    }
}
