import Foundation

/// A launch site: the one model of a launchpad, whether a launch names its pad (Launches: id, names, place, time
/// zone) or the launch-site screen shows the whole site (LaunchSites: also position, record, rockets, photos).
/// Nil (or empty) where its source did not say; each source package reads its own documents into it.
///
/// It lives in RepositoryDefinitions, not in a feature: features may not import each other, and this is the one
/// package that both launch features' Cores and every source already import. A package of its own for three
/// small value types would add a manifest to every build for no other gain.
public struct Launchpad: Sendable, Hashable, Identifiable {
    /// The source's id.
    public var id: String
    /// The short name, like "KSC LC 39A".
    public var name: String?
    /// The full name, like "Kennedy Space Center Historic Launch Complex 39A".
    public var fullName: String?
    /// The place, like "Cape Canaveral".
    public var locality: String?
    /// The region, like "Florida".
    public var region: String?
    /// The IANA time zone, like "America/New_York"; local launch times are computed from it.
    public var timezone: String?
    /// Latitude in degrees, north positive.
    public var latitude: Double?
    /// Longitude in degrees, east positive.
    public var longitude: Double?
    /// How many launches were attempted from here.
    public var launchAttempts: Int?
    /// How many of them succeeded.
    public var launchSuccesses: Int?
    /// The rockets flown from here, by id and (when known) name.
    public var rockets: [LaunchpadRocket]
    /// "active", "retired", "under construction", or whatever else the source says.
    public var status: String?
    /// A description of the site.
    public var details: String?
    /// Photos of the site; entries that are not web addresses are dropped.
    public var images: LaunchpadPhotos?

    /// Creates a launchpad; everything but the id is optional.
    public init(
        id: String, name: String? = nil, fullName: String? = nil, locality: String? = nil, region: String? = nil,
        timezone: String? = nil, latitude: Double? = nil, longitude: Double? = nil, launchAttempts: Int? = nil,
        launchSuccesses: Int? = nil, rockets: [LaunchpadRocket] = [], status: String? = nil, details: String? = nil,
        images: LaunchpadPhotos? = nil
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
        self.status = status
        self.details = details
        self.images = images
    }

    /// Whether it carries more than the id (a launch's pad is often only its id).
    public var isPopulated: Bool { self != Launchpad(id: id) }
}
