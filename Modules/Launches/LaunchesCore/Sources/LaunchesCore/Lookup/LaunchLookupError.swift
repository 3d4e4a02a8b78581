import Foundation
import RepositoryDefinitions

/// Why ``LaunchLookup`` found no single launch, with a message that says what to type instead.
public enum LaunchLookupError: Error, Sendable, Equatable, Hashable {
    /// Nothing (or only spaces) was given.
    case emptyQuery
    /// No launch has this name or a name starting with it.
    case unknownName(String)
    /// Several launches have this name or start with it: their names, oldest first, and how many more matched.
    case ambiguous(String, matches: [String], more: Int)
    /// The launches could not be had at all (no network and nothing saved).
    case unavailable(RepositoryError)

    /// One line for the user, like `"crew" matches 3 launches: Crew-1, Crew-2, Crew-3; give more of the name`.
    public var message: String {
        switch self {
        case .emptyQuery:
            "no launch given; pass a launch name or id"
        case .unknownName(let name):
            "no launch is named \"\(name)\" or has a name starting with it"
        case .ambiguous(let name, let matches, let more):
            "\"\(name)\" matches \(matches.count + more) launches: \(matches.joined(separator: ", "))"
                + (more > 0 ? " and \(more) more" : "") + "; give more of the name or a launch id"
        case .unavailable(let error):
            error.userMessage
        }
    }

    /// Whether the text typed names no one launch (nothing, or several): a usage error (exit 2), where an
    /// unknown name or unavailable data is a runtime one (exit 1), as for an unknown id.
    public var isUsageError: Bool {
        switch self {
        case .emptyQuery, .ambiguous: true
        case .unknownName, .unavailable: false
        }
    }
}

extension LaunchLookupError: LocalizedError {
    public var errorDescription: String? { message }
}
