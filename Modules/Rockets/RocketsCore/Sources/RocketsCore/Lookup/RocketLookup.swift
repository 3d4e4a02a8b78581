import Foundation
import RepositoryDefinitions

/// Finds one rocket in a list by id or by name, the way a person types it: "falcon 9", "FALCON 9", "falcon-9"
/// and "falcon9" all find Falcon 9, and a name's unique start like "star" finds Starship. A source's own id
/// that is no r/SpaceX id (Launch Library's `164`) finds its rocket too.
///
/// A rocket is found as every lookup finds an item (``NameLookup``): case, spaces, hyphens and other punctuation
/// don't matter, and the whole name ranks first.
public struct RocketLookup: Sendable {
    /// The rockets to search, in display order.
    public let rockets: [Rocket]

    /// Creates a lookup over `rockets`.
    public init(rockets: [Rocket]) {
        self.rockets = rockets
    }

    /// The rocket `query` names or identifies, or why there is none.
    public func find(_ query: String) -> Result<Rocket, RocketLookupError> {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return .failure(.emptyQuery) }
        switch NameLookup(trimmed, among: rockets, id: \.id, spellings: { [$0.name] }) {
        case .found(let rocket): return .success(rocket)
        case .unknownID: return .failure(.unknownID(trimmed, knownNames: knownNames))
        case .ambiguous(let matches): return .failure(.ambiguous(trimmed, matches: matches.map(\.name)))
        case .unknownName: return .failure(.unknownName(trimmed, knownNames: knownNames))
        }
    }

    /// The names of the rockets, in order, for error messages.
    public var knownNames: [String] { rockets.map(\.name) }
}
