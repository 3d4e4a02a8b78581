import Foundation
import RepositoryDefinitions

/// A launch pad and its location (`pad`); latitude and longitude are strings in 2.2.0 and numbers in 2.3.0.
struct LaunchLibraryPad: Decodable, Sendable, Hashable {
    /// The pad's id.
    var id: Int?
    /// The pad's name (`Space Launch Complex 40`).
    var name: String?
    /// Where the pad is (`Cape Canaveral SFS, FL, USA`).
    var locationName: String?
    /// The location's IANA time zone (`America/New_York`).
    var timeZone: String?
    /// Degrees north.
    var latitude: Double?
    /// Degrees east.
    var longitude: Double?
    /// What the pad is; often empty.
    var description: String?
    /// Launches from the pad, by any provider (`total_launch_count`).
    var launchCount: Int?
}

/// Decoding, outside the type so that a test's pad is made with the memberwise initialiser.
extension LaunchLibraryPad {
    private enum CodingKeys: String, CodingKey {
        case id, name, location, latitude, longitude, description
        case launchCount = "total_launch_count"
    }
    private enum LocationKeys: String, CodingKey {
        case name
        case timeZone = "timezone_name"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = container.lenientInt(forKey: .id)
        name = container.lenient(String.self, forKey: .name)
        latitude = container.lenientDouble(forKey: .latitude)
        longitude = container.lenientDouble(forKey: .longitude)
        description = container.lenient(String.self, forKey: .description)
        launchCount = container.lenientInt(forKey: .launchCount)
        let location = try? container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        locationName = location?.lenient(String.self, forKey: .name)
        timeZone = location?.lenient(String.self, forKey: .timeZone)
    }
}
