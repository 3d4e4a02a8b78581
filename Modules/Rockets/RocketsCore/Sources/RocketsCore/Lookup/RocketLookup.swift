import Foundation
import RepositoryDefinitions

/// Finds one rocket in a list by id or by name, the way a person types it: "falcon 9", "FALCON 9", "falcon-9"
/// and "falcon9" all find Falcon 9, and a name's unique start like "star" finds Starship. A source's own id
/// that is no r/SpaceX id (Launch Library's `164`) finds its rocket too.
///
/// A rocket is found as every lookup finds an item (``NameLookup``): case, spaces, hyphens and other punctuation
/// don't matter, and the whole name ranks first. A rocket is known by its name alone.
public typealias RocketLookup = NameLookup<Rocket, RocketLookupError>

extension RocketLookup {
    /// Creates a lookup over `rockets`, in display order.
    public init(rockets: [Rocket]) {
        self.init(rockets, id: { $0.id }, name: { $0.name }, spellings: { [$0.name] })
    }
}
