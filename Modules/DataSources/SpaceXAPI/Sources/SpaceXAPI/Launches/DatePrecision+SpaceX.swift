import Foundation
import LaunchesCore
import RepositoryDefinitions

/// ``DatePrecision`` as the r/SpaceX API sends it (snake_case keys, read leniently).
extension DatePrecision: SpaceXDecodable {
    public init(spaceX decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }
}
