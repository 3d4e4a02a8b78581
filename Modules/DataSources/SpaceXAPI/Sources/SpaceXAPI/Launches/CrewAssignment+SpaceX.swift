import Foundation
import LaunchesCore
import RepositoryDefinitions

/// ``CrewAssignment`` as the r/SpaceX API sends it (snake_case keys, read leniently).
extension CrewAssignment: SpaceXDecodable {
    private enum SpaceXKeys: String, CodingKey {
        case crew, role
    }

    public init(spaceX decoder: any Decoder) throws {
        if let id = try? decoder.singleValueContainer().decode(String.self) {
            self.init(crew: id)
            return
        }
        let container = try decoder.container(keyedBy: SpaceXKeys.self)
        self.init(
            crew: try container.decodeIfPresent(String.self, forKey: .crew),
            role: try container.decodeIfPresent(String.self, forKey: .role))
    }
}
