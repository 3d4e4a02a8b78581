import Foundation

/// Finds one launch by name the way `spacex rocket "falcon 9"` finds a rocket: ignoring case, an exact name
/// first, then a name's unique start ("crew-1" is Crew-1 even though Crew-10 exists; "ax-" alone is Ax-1 only
/// when no other name starts so), and several matches are reported with their names.
///
/// The rule only: each source asks for the launches whose name starts with the text its own way (one query of at
/// most ``matchLimit``) and picks among them here.
public enum LaunchLookup {
    /// The most matches one query brings back; more than this many is reported as ambiguous.
    public static let matchLimit = 50

    /// The launch `name` names among `launches`: the exact name ignoring case, else the only name starting with
    /// it. `total` is how many matched in all when the answer was cut at ``matchLimit``.
    public static func pick(_ name: String, among launches: [Launch], total: Int? = nil) -> Result<
        Launch, LaunchLookupError
    > {
        let key = name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard !key.isEmpty else { return .failure(.emptyQuery) }
        let matches = launches.filter { normalized($0.name).hasPrefix(key) }
        let exact = matches.filter { normalized($0.name) == key }
        if exact.count == 1 { return .success(exact[0]) }
        let candidates = exact.isEmpty ? matches : exact
        let more = max(0, (total ?? launches.count) - launches.count)
        switch (candidates.count, more) {
        case (0, _): return .failure(.unknownName(name))
        case (1, 0): return .success(candidates[0])
        default: return .failure(.ambiguous(name, matches: candidates.map(\.name), more: exact.isEmpty ? more : 0))
        }
    }

    private static func normalized(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
