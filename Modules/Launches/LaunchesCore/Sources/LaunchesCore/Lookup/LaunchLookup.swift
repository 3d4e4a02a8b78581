import Foundation
import RepositoryDefinitions

/// Finds one launch by name the way every lookup finds things (``NameMatches``): case, spaces and punctuation
/// don't matter, the whole name first, then a name's unique start ("crew 1", "crew-1" and "CREW_1" are Crew-1
/// even though Crew-10 exists; "ax" alone is Ax-1 only when no other name starts so), and several matches are
/// reported with their names.
///
/// It costs one query: launches whose name starts with the text as lookups compare names
/// (``QueryFilter/hasPrefix(field:prefix:)``), as whole documents with the rocket and launchpad populated, so the
/// found launch is its own detail.
public struct LaunchLookup: Sendable {
    /// The most matches one query brings back; more than this many is reported as ambiguous.
    public static let matchLimit = 50

    /// The API the query goes to.
    let api: any APIService

    /// Creates a lookup over `api`.
    public init(api: any APIService) {
        self.api = api
    }

    /// The one query for `name` (trimmed): names starting with it, oldest first, full documents, populated.
    public static func query(forName name: String) -> CollectionQuery {
        CollectionQuery(
            collection: LaunchesEndpoint.collection,
            filter: .hasPrefix(field: "name", prefix: name.trimmingCharacters(in: .whitespacesAndNewlines)),
            sort: [SortField("date_utc", .ascending), SortField("flight_number", .ascending)],
            populate: [LaunchesEndpoint.rocketPopulation, LaunchesEndpoint.launchpadPopulation],
            page: 1, limit: matchLimit)
    }

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

    /// The launch named `name`, from one query under `policy`: loaded, or a saved answer with the live error
    /// when the network fails; a failure when the name matches no single launch or nothing could be had.
    public func find(_ name: String, policy: CachePolicy = .returnFreshElseLoad) async -> Result<
        LoadState<Launch>, LaunchLookupError
    > {
        guard !NameKey(name).isEmpty else { return .failure(.emptyQuery) }
        let query = Self.query(forName: name)
        do {
            let fetched = try await api.query(query, as: Launch.self, policy: policy)
            return Self.pick(name, among: fetched.value.items, total: fetched.value.totalItems)
                .map { .loaded($0, freshness: fetched.freshness) }
        } catch {
            guard error != .notCached, error != .cancelled,
                let cached = try? await api.query(query, as: Launch.self, policy: .cacheOnly),
                case .cached(let storedAt) = cached.freshness
            else { return .failure(.unavailable(error)) }
            return Self.pick(name, among: cached.value.items, total: cached.value.totalItems)
                .map { .failed(error, cached: CachedValue(value: $0, storedAt: storedAt)) }
        }
    }
}
