import Foundation
import RepositoryDefinitions

/// Finds one launch site by id or name the way a person types it, whatever the source, as every lookup finds an
/// item (``NameLookup``): case, spaces and punctuation don't matter ("ksc lc 39a", "KSC-LC-39A"); a site is known by
/// its short and full names, its place, and its place and name together, each also by a later word ("39a",
/// "slc 40") or its initials ("ksc" for Kennedy Space Center); the whole name ranks first, and several sites at
/// the best rank are ambiguous. A source's own id (an r/SpaceX id, Launch Library's `87`) finds its site.
public typealias LaunchpadLookup = NameLookup<Launchpad, LaunchpadLookupError>

extension LaunchpadLookup {
    /// Creates a lookup over `launchpads`, in display order.
    public init(launchpads: [Launchpad]) {
        self.init(
            launchpads, id: { $0.id }, name: { LaunchpadDetail(launchpad: $0).name }, spellings: { Self.names(of: $0) })
    }

    /// What a site is called: its short and full names, its place, and its place with its name.
    private static func names(of launchpad: Launchpad) -> [String] {
        let place = launchpad.locality.map { [$0] + [launchpad.name, launchpad.fullName].compactMap { $0 } } ?? []
        return [launchpad.name, launchpad.fullName, launchpad.locality].compactMap { $0 }
            + place.dropFirst().map { place[0] + " " + $0 }
    }
}
