import Foundation

/// A launch site as `GET /v4/launchpads` describes it.
public struct Launchpad: Sendable, Hashable, Codable, Identifiable {
    /// The API id.
    public var id: String
    /// The short name, like "VAFB SLC 4E".
    public var name: String
    /// The full name.
    public var fullName: String
    /// The place, like "Vandenberg Space Force Base".
    public var locality: String
    /// The region, like "California".
    public var region: String
    /// The IANA time zone, like "America/Los_Angeles".
    public var timezone: String
    /// Latitude in degrees.
    public var latitude: Double
    /// Longitude in degrees.
    public var longitude: Double
    /// How many launches were attempted from here.
    public var launchAttempts: Int
    /// How many of them succeeded.
    public var launchSuccesses: Int
    /// The rockets' API ids.
    public var rockets: [String]
    /// The launches' API ids.
    public var launches: [String]
    /// "active", "retired", "under construction" and so on.
    public var status: String
    /// A description of the site.
    public var details: String?
    /// Photos of the site.
    public var images: LaunchpadImages?

    /// Creates a launchpad.
    public init(
        id: String, name: String, fullName: String, locality: String, region: String, timezone: String,
        latitude: Double, longitude: Double, launchAttempts: Int, launchSuccesses: Int, rockets: [String],
        launches: [String], status: String, details: String? = nil, images: LaunchpadImages? = nil
    ) {
        self.id = id
        self.name = name
        self.fullName = fullName
        self.locality = locality
        self.region = region
        self.timezone = timezone
        self.latitude = latitude
        self.longitude = longitude
        self.launchAttempts = launchAttempts
        self.launchSuccesses = launchSuccesses
        self.rockets = rockets
        self.launches = launches
        self.status = status
        self.details = details
        self.images = images
    }

    /// The populated reference a launch query returns for this pad.
    public var reference: LaunchpadReference {
        LaunchpadReference(
            id: id, name: name, fullName: fullName, locality: locality, region: region, timezone: timezone)
    }
}
