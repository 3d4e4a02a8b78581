import Foundation
import LaunchesCore
import RepositoryDefinitions

/// Finds one launch by name on the r/SpaceX API with ``LaunchLookup``'s rule.
///
/// It costs one query: launches whose name starts with the text as lookups compare names
/// (``QueryFilter/hasPrefix(field:prefix:)``), as whole documents with the rocket and launchpad populated, so the
/// found launch is its own detail.
struct SpaceXLaunchLookup: Sendable {
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
            page: 1, limit: LaunchLookup.matchLimit)
    }

    /// The launch named `name`, from one query under `policy`: loaded, or a saved answer with the live error
    /// when the network fails; a failure when the name matches no single launch or nothing could be had.
    public func find(_ name: String, policy: CachePolicy = .returnFreshElseLoad) async -> Result<
        LoadState<Launch>, LaunchLookupError
    > {
        guard !NameKey(name).isEmpty else { return .failure(.emptyQuery) }
        let query = Self.query(forName: name)
        do {
            let fetched = try await api.query(query, as: SpaceXDocument<Launch>.self, policy: policy)
            return LaunchLookup.pick(name, among: fetched.value.items.map(\.value), total: fetched.value.totalItems)
                .map { .loaded($0, freshness: fetched.freshness) }
        } catch {
            guard error != .notCached, error != .cancelled,
                let cached = try? await api.query(query, as: SpaceXDocument<Launch>.self, policy: .cacheOnly),
                case .cached(let storedAt) = cached.freshness
            else { return .failure(.unavailable(error)) }
            return LaunchLookup.pick(name, among: cached.value.items.map(\.value), total: cached.value.totalItems)
                .map { .failed(error, cached: CachedValue(value: $0, storedAt: storedAt)) }
        }
    }
}
