import Foundation
import RepositoryDefinitions

/// Finds one launch site by id or name the way a person types it, as rockets are found: case, spaces and
/// punctuation don't matter ("ksc lc 39a", "KSC-LC-39A"); the exact short or full name first, else the one site
/// whose short or full name starts so ("kwaj" finds Kwajalein Atoll); several such sites are ambiguous.
public struct LaunchpadLookup: Sendable {
    /// The sites to search, in display order.
    public let launchpads: [LaunchpadDocument]

    /// Creates a lookup over `launchpads`.
    public init(launchpads: [LaunchpadDocument]) {
        self.launchpads = launchpads
    }

    /// The site `query` names or identifies, or why there is none.
    public func find(_ query: String) -> Result<LaunchpadDocument, LaunchpadLookupError> {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        let key = Self.key(trimmed)
        guard !key.isEmpty else { return .failure(.notFound(trimmed, known: knownNames)) }
        if DocumentID.isValid(trimmed) {
            let found = launchpads.first { $0.id.lowercased() == trimmed.lowercased() }
            return found.map { .success($0) } ?? .failure(.notFound(trimmed, known: knownNames))
        }
        if let exact = launchpads.first(where: { names(of: $0).contains(key) }) { return .success(exact) }
        let started = launchpads.filter { names(of: $0).contains { $0.hasPrefix(key) } }
        guard started.count <= 1 else { return .failure(.ambiguous(trimmed, matches: started.map(Self.name))) }
        return started.first.map { .success($0) } ?? .failure(.notFound(trimmed, known: knownNames))
    }

    /// The short names, in order, for messages.
    private var knownNames: [String] { launchpads.map(Self.name) }

    /// The comparable forms of a site's short and full names.
    private func names(of launchpad: LaunchpadDocument) -> [String] {
        [launchpad.name, launchpad.fullName].compactMap { $0 }.map(Self.key).filter { !$0.isEmpty }
    }

    /// A site's name as messages give it.
    private static func name(_ launchpad: LaunchpadDocument) -> String {
        LaunchpadDetail(launchpad: launchpad).name
    }

    /// Lowercase letters and digits only.
    private static func key(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
