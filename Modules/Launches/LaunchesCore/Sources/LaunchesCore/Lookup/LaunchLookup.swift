import Foundation
import RepositoryDefinitions

/// Finds one launch by name the way every lookup finds things (``NameMatches``): case, spaces and punctuation
/// don't matter, the whole name first, then a name's unique start ("crew 1", "crew-1" and "CREW_1" are Crew-1
/// even though Crew-10 exists; "ax" alone is Ax-1 only when no other name starts so), and several matches are
/// reported with their names.
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
        pick(name, among: launches, total: total) { [$0.name] }
    }

    /// The launch `name` names among `launches`, each known by its `spellings`, as every source's launch lookup
    /// picks: the best-ranked match if it is the only one (and, unless it is the whole name, the answer was not
    /// cut short: `total` is how many matched in all), else why not.
    public static func pick(
        _ name: String, among launches: [Launch], total: Int?, spellings: (Launch) -> [String]
    ) -> Result<Launch, LaunchLookupError> {
        guard !NameKey(name).isEmpty else { return .failure(.emptyQuery) }
        let matches = NameMatches(name, among: launches, spellings: spellings)
        let more = max(0, (total ?? launches.count) - launches.count)
        if let launch = matches.single(unseen: more) { return .success(launch) }
        guard !matches.items.isEmpty else { return .failure(.unknownName(name)) }
        let names = matches.items.map { spellings($0).first ?? $0.name }
        return .failure(.ambiguous(name, matches: names, more: matches.rank == .whole ? 0 : more))
    }
}
