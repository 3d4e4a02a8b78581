import Foundation
import RepositoryDefinitions

/// A launch's pad: just its id, or the populated `{name, full_name, locality, region, timezone, id}`.
///
/// Decoded and encoded in either shape as a ``PopulatableReference``.
public struct LaunchpadReference: Sendable, Hashable, PopulatableReference {
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

    private enum CodingKeys: String, CodingKey {
        case id, name, fullName, locality, region, timezone
    }

    /// Decodes the populated `{name, full_name, locality, region, timezone, id}`.
    public init(populatedFrom decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            name: try container.decodeIfPresent(String.self, forKey: .name),
            fullName: try container.decodeIfPresent(String.self, forKey: .fullName),
            locality: try container.decodeIfPresent(String.self, forKey: .locality),
            region: try container.decodeIfPresent(String.self, forKey: .region),
            timezone: try container.decodeIfPresent(String.self, forKey: .timezone))
    }

    /// Encodes the populated object.
    public func encodePopulated(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(fullName, forKey: .fullName)
        try container.encodeIfPresent(locality, forKey: .locality)
        try container.encodeIfPresent(region, forKey: .region)
        try container.encodeIfPresent(timezone, forKey: .timezone)
    }
}
