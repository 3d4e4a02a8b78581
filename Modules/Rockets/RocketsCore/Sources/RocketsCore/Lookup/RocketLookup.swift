import Foundation
import RepositoryDefinitions

/// Finds one rocket in a list by id or by name, the way a person types it: "falcon 9", "FALCON 9", "falcon-9"
/// and "falcon9" all find Falcon 9, and a name's unique start like "star" finds Starship.
///
/// Names are compared after ``normalizedName(_:)``, which drops case, spaces, hyphens and other punctuation.
public struct RocketLookup: Sendable {
    /// The rockets to search, in display order.
    public let rockets: [Rocket]

    /// Creates a lookup over `rockets`.
    public init(rockets: [Rocket]) {
        self.rockets = rockets
    }

    /// A name reduced to lowercase letters and digits, so spacing, hyphens and case don't matter.
    static func normalizedName(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// The rocket `query` names or identifies, or why there is none.
    public func find(_ query: String) -> Result<Rocket, RocketLookupError> {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return .failure(.emptyQuery) }
        if DocumentID.isValid(trimmed) {
            if let rocket = rockets.first(where: { $0.id.caseInsensitiveCompare(trimmed) == .orderedSame }) {
                return .success(rocket)
            }
            return .failure(.unknownID(trimmed, knownNames: knownNames))
        }
        let key = Self.normalizedName(trimmed)
        guard !key.isEmpty else { return .failure(.unknownName(trimmed, knownNames: knownNames)) }
        if let exact = rockets.first(where: { Self.normalizedName($0.name) == key }) {
            return .success(exact)
        }
        let prefixed = rockets.filter { Self.normalizedName($0.name).hasPrefix(key) }
        switch prefixed.count {
        case 1: return .success(prefixed[0])
        case 0: return .failure(.unknownName(trimmed, knownNames: knownNames))
        default: return .failure(.ambiguous(trimmed, matches: prefixed.map(\.name)))
        }
    }

    /// The names of the rockets, in order, for error messages.
    public var knownNames: [String] { rockets.map(\.name) }
}
