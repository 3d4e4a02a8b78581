import Foundation

/// A launch site, as the launch-site screen shows it; nil (or empty) where its source did not say. Each source
/// package reads its own documents into it.
///
/// Its rockets are ids, or `{name, id}` objects when the query populated them (``LaunchpadsEndpoint`` does).
public struct LaunchpadDocument: Sendable, Hashable, Identifiable {
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
}
