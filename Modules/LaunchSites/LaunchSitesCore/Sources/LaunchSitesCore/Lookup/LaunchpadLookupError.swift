import Foundation
import RepositoryDefinitions

/// Why ``LaunchpadLookup`` found no single launch site, with a message that says what the user can type instead.
public enum LaunchpadLookupError: Error, Sendable, Hashable {
    /// No site has this id or name (or nothing was given); `known` are the sites that exist.
    case notFound(String, known: [String])
    /// Several sites start with this name; `matches` are their names.
    case ambiguous(String, matches: [String])

    /// One line, like `no launch site "KSC 40"; known sites: CCSFS SLC 40, KSC LC 39A`.
    public var message: String {
        switch self {
        case .notFound(let query, let known) where query.isEmpty:
            "no launch site given; pass a site name or id (known sites: \(known.joined(separator: ", ")))"
        case .notFound(let query, let known):
            "no launch site \"\(query)\"; "
                + (known.isEmpty ? "no sites are known" : "known sites: \(known.joined(separator: ", "))")
        case .ambiguous(let query, let matches):
            "\"\(query)\" matches several launch sites: \(matches.joined(separator: ", ")); give the full name"
        }
    }
}

extension LaunchpadLookupError: NameLookupFailure {
    /// Nothing typed, an unknown id or name: the site is not found.
    public static func missing(_ query: String, isID: Bool, known: [String]) -> Self {
        .notFound(query, known: known)
    }
}
