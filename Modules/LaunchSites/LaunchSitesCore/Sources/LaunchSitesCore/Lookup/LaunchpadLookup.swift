import Foundation
import RepositoryDefinitions

/// Finds one launch site by id or name the way a person types it, whatever the source, as every lookup finds an
/// item (``NameLookup``): case, spaces and punctuation don't matter ("ksc lc 39a", "KSC-LC-39A"); a site is known by
/// its short and full names, its place, and its place and name together, each also by a later word ("39a",
/// "slc 40") or its initials ("ksc" for Kennedy Space Center); the whole name ranks first, and several sites at
/// the best rank are ambiguous. A source's own id (an r/SpaceX id, Launch Library's `87`) finds its site.
public struct LaunchpadLookup: Sendable {
    /// The sites to search, in display order.
    public let launchpads: [Launchpad]

    /// Creates a lookup over `launchpads`.
    public init(launchpads: [Launchpad]) {
        self.launchpads = launchpads
    }

    /// The site `query` names or identifies, or why there is none.
    public func find(_ query: String) -> Result<Launchpad, LaunchpadLookupError> {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        switch NameLookup(trimmed, among: launchpads, id: \.id, spellings: Self.names) {
        case .found(let site): return .success(site)
        case .ambiguous(let matches): return .failure(.ambiguous(trimmed, matches: matches.map(Self.name)))
        case .unknownID, .unknownName: return .failure(.notFound(trimmed, known: knownNames))
        }
    }

    /// The short names, in order, for messages.
    private var knownNames: [String] { launchpads.map(Self.name) }

    /// What a site is called: its short and full names, its place, and its place with its name.
    private static func names(of launchpad: Launchpad) -> [String] {
        let place = launchpad.locality.map { [$0] + [launchpad.name, launchpad.fullName].compactMap { $0 } } ?? []
        return [launchpad.name, launchpad.fullName, launchpad.locality].compactMap { $0 }
            + place.dropFirst().map { place[0] + " " + $0 }
    }

    /// A site's name as messages give it.
    private static func name(_ launchpad: Launchpad) -> String {
        LaunchpadDetail(launchpad: launchpad).name
    }
}
