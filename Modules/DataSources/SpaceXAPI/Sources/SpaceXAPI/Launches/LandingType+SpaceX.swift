import Foundation
import LaunchesCore
import RepositoryDefinitions

/// ``LandingType`` as the r/SpaceX API sends it (snake_case keys, read leniently).
extension LandingType: SpaceXDecodable {
    public init(spaceX decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }
}
