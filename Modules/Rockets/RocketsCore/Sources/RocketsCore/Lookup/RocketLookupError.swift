import Foundation
import RepositoryDefinitions

/// Why ``RocketLookup`` found no single rocket, with a message that lists what the user can type instead.
public enum RocketLookupError: Error, Sendable, Equatable, Hashable {
    /// Nothing (or only spaces) was given.
    case emptyQuery
    /// No rocket has this id; `knownNames` are the rockets that exist.
    case unknownID(String, knownNames: [String])
    /// No rocket has this name; `knownNames` are the rockets that exist.
    case unknownName(String, knownNames: [String])
    /// Several rockets start with this name; `matches` are their names.
    case ambiguous(String, matches: [String])

    /// One line for the user, like `no rocket named "Falcon 7"; known rockets: Falcon 1, Falcon 9`.
    public var message: String {
        switch self {
        case .emptyQuery:
            "no rocket given; pass a rocket name or id"
        case .unknownID(let id, let knownNames):
            "no rocket with id \"\(id)\"; \(Self.known(knownNames))"
        case .unknownName(let name, let knownNames):
            "no rocket named \"\(name)\"; \(Self.known(knownNames))"
        case .ambiguous(let name, let matches):
            "\"\(name)\" matches several rockets: \(matches.joined(separator: ", ")); give the full name"
        }
    }

    private static func known(_ names: [String]) -> String {
        names.isEmpty ? "no rockets are known" : "known rockets: \(names.joined(separator: ", "))"
    }
}

extension RocketLookupError: NameLookupFailure {
    /// Nothing typed, an unknown id or an unknown name.
    public static func missing(_ query: String, isID: Bool, known: [String]) -> Self {
        if query.isEmpty { return .emptyQuery }
        return isID ? .unknownID(query, knownNames: known) : .unknownName(query, knownNames: known)
    }
}

extension RocketLookupError: LocalizedError {
    public var errorDescription: String? { message }
}
