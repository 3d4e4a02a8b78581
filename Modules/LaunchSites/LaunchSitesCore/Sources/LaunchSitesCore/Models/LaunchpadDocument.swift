import Foundation

/// A launch site as the API's launchpads collection sends it (`GET /v4/launchpads/{id}`), decoded leniently: a
/// missing, null or malformed field becomes nil (or empty) instead of failing the document.
///
/// Its rockets are ids, or `{name, id}` objects when the query populated them (``LaunchpadsEndpoint`` does).
public struct LaunchpadDocument: Sendable, Hashable, Codable, Identifiable {
    /// The API id.
    public var id: String
    /// The short name, like "KSC LC 39A".
    public var name: String?
    /// The full name, like "Kennedy Space Center Historic Launch Complex 39A".
    public var fullName: String?
    /// The place, like "Cape Canaveral".
    public var locality: String?
    /// The region, like "Florida".
    public var region: String?
    /// The IANA time zone, like "America/New_York".
    public var timezone: String?
    /// Latitude in degrees, north positive.
    public var latitude: Double?
    /// Longitude in degrees, east positive.
    public var longitude: Double?
    /// How many launches were attempted from here.
    public var launchAttempts: Int?
    /// How many of them succeeded.
    public var launchSuccesses: Int?
    /// The rockets flown from here, by id and (when populated) name.
    public var rockets: [LaunchpadRocket] = []
    /// "active", "retired", "under construction", or whatever else the API says.
    public var status: String?
    /// A description of the site.
    public var details: String?
    /// Photos of the site (`images.large`); entries that are not web addresses are dropped.
    public var images: LaunchpadPhotos?
}

extension LaunchpadDocument {
    /// A launchpad known only by its id; tests build others with the memberwise initialiser (`@testable`).
    public init(id: String) {
        self.init(id: id, name: nil)
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, fullName, locality, region, timezone, latitude, longitude, launchAttempts, launchSuccesses
        case rockets, status, details, images
    }

    /// Decodes leniently; only the id is required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try container.decode(String.self, forKey: .id))
        name = container.lenient(String.self, forKey: .name)
        fullName = container.lenient(String.self, forKey: .fullName)
        locality = container.lenient(String.self, forKey: .locality)
        region = container.lenient(String.self, forKey: .region)
        timezone = container.lenient(String.self, forKey: .timezone)
        latitude = container.lenientCoordinate(forKey: .latitude)
        longitude = container.lenientCoordinate(forKey: .longitude)
        launchAttempts = container.lenientCount(forKey: .launchAttempts)
        launchSuccesses = container.lenientCount(forKey: .launchSuccesses)
        rockets = container.lossyArray(of: LaunchpadRocket.self, forKey: .rockets)
        status = container.lenient(String.self, forKey: .status)
        details = container.lenient(String.self, forKey: .details)
        images = container.lenient(LaunchpadPhotos.self, forKey: .images)
    }
}
