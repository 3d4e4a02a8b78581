import Foundation
import RepositoryDefinitions

/// Finds one launch by name the way `spacex rocket "falcon 9"` finds a rocket: ignoring case, an exact name
/// first, then a name's unique start ("crew-1" is Crew-1 even though Crew-10 exists; "ax-" alone is Ax-1 only
/// when no other name starts so), and several matches are reported with their names.
///
/// It costs one query: launches whose name starts with the text (``QueryFilter/hasPrefix(field:prefix:)``), as
/// whole documents with the rocket and launchpad populated, so the found launch is its own detail.
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

    /// The launch named `name`, from one query under `policy`: loaded, or a saved answer with the live error
    /// when the network fails; a failure when the name matches no single launch or nothing could be had.
    public func find(_ name: String, policy: CachePolicy = .returnFreshElseLoad) async -> Result<
        LoadState<Launch>, LaunchLookupError
    > {
        guard !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return .failure(.emptyQuery) }
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

    private static func normalized(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
