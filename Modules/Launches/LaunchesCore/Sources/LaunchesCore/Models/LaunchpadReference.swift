import Foundation

/// A launch's pad: just its id, or the populated `{name, full_name, locality, region, timezone, id}`.
///
/// The r/SpaceX API sends it as an id or as the populated object; its source package reads both.
public struct LaunchpadReference: Sendable, Hashable, Identifiable {
    /// The launchpad's API id.
    public var id: String
    /// The short name, like "KSC LC 39A".
    public var name: String?
    /// The full name, like "Kennedy Space Center Historic Launch Complex 39A".
    public var fullName: String?
    /// The place, like "Cape Canaveral".
    public var locality: String?
    /// The region, like "Florida".
    public var region: String?
    /// The site's IANA time zone, like "America/New_York"; local launch times are computed from it.
    public var timezone: String?

    /// A reference that knows only the id.
    public init(id: String) {
        self.id = id
    }

    /// Creates a reference.
    public init(
        id: String, name: String? = nil, fullName: String? = nil, locality: String? = nil, region: String? = nil,
        timezone: String? = nil
    ) {
        self.id = id
        self.name = name
        self.fullName = fullName
        self.locality = locality
        self.region = region
        self.timezone = timezone
    }

    /// Whether the reference carries more than the id.
    public var isPopulated: Bool {
        name != nil || fullName != nil || locality != nil || region != nil || timezone != nil
    }
}
