import Foundation
import RepositoryDefinitions

/// A launch's `launchpad` as the r/SpaceX API sends it: the pad's id, or the populated
/// `{name, full_name, locality, region, timezone, id}` (snake_case keys; a field of the wrong type is an error).
///
/// A wrapper rather than a second conformance of ``Launchpad``: the launchpads endpoint reads a whole launchpad
/// leniently (``Launchpad`` as `SpaceXDecodable`), while a launch names its pad by this stricter rule.
struct SpaceXLaunchpadReference: SpaceXPopulatable {
    /// The pad as the launch names it.
    var launchpad: Launchpad

    private enum SpaceXKeys: String, CodingKey {
        case id, name, fullName, locality, region, timezone
    }

    /// A reference that knows only the id.
    init(id: String) {
        launchpad = Launchpad(id: id)
    }

    /// Decodes the populated `{name, full_name, locality, region, timezone, id}`.
    init(populatedSpaceX decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: SpaceXKeys.self)
        launchpad = Launchpad(
            id: try container.decode(String.self, forKey: .id),
            name: try container.decodeIfPresent(String.self, forKey: .name),
            fullName: try container.decodeIfPresent(String.self, forKey: .fullName),
            locality: try container.decodeIfPresent(String.self, forKey: .locality),
            region: try container.decodeIfPresent(String.self, forKey: .region),
            timezone: try container.decodeIfPresent(String.self, forKey: .timezone))
    }
}
