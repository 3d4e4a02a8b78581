import Foundation
import LaunchesCore
import RepositoryDefinitions

/// How the launches screens query the API: one `POST /v5/launches/query` per list page and one per detail.
///
/// A list page selects only what the list row and the detail's first paint show (no details, cores, crew or
/// links other than the small patch), so it weighs about a quarter of the same page of full documents, and it
/// populates the rocket and launchpad so no screen needs a second request for their names.
public struct LaunchesEndpoint: CollectionEndpoint {
    public typealias Item = SpaceXDocument<Launch>
    public typealias Filter = LaunchFilter

    /// The fields of a list document. The API always adds `id`.
    ///
    /// Row: name, date and precision, status (upcoming, success), site (populated launchpad). First paint of the
    /// detail adds the failure reasons, flight number, small patch and rocket card (populated rocket).
    static let listFields = [
        "name", "flight_number", "date_utc", "date_precision", "upcoming", "success", "failures",
        "links.patch.small", "rocket", "launchpad",
    ]

    /// The rocket's name and type, for the rocket card.
    static let rocketPopulation = Population("rocket", select: ["name", "type"])

    /// The launchpad's names, place and time zone, for the site line and local launch times.
    static let launchpadPopulation = Population(
        "launchpad", select: ["name", "full_name", "locality", "region", "timezone"])

    /// Launches, on the v5 API (crew with roles).
    public static let collection = APICollection(name: "launches", version: "v5")
    /// Rockets, on the v4 API: what a launch's `rocket` points to.
    public static let rocketsCollection = APICollection(name: "rockets", version: "v4")
    /// Launchpads, on the v4 API: what a launch's `launchpad` points to.
    public static let launchpadsCollection = APICollection(name: "launchpads", version: "v4")

    /// Creates the endpoint.
    public init() {}

    /// ``collection``.
    public var collection: APICollection { Self.collection }

    /// Five minutes: launches change within minutes of an event (a scrub, a new date, an outcome).
    public var minimumFreshness: TimeInterval { 300 }

    /// `rocket` → rockets and `launchpad` → launchpads, the two references every query populates.
    public var relatedCollections: [String: APICollection] {
        [Self.rocketPopulation.path: Self.rocketsCollection, Self.launchpadPopulation.path: Self.launchpadsCollection]
    }

    /// One list page: sorted by launch date with the flight number as tie-breaker, in the filter's order.
    ///
    /// The service writes sort keys in alphabetical order, so the secondary key must sort after the primary:
    /// `date_utc` < `flight_number` holds.
    public func listQuery(filter: LaunchFilter, page: Int, limit: Int) -> CollectionQuery {
        CollectionQuery(
            collection: Self.collection,
            filter: filter.spaceXFilter,
            sort: [
                SortField("date_utc", filter.sortOrder.direction),
                SortField("flight_number", filter.sortOrder.direction),
            ],
            select: Self.listFields,
            populate: [Self.rocketPopulation, Self.launchpadPopulation],
            page: page,
            limit: limit)
    }

    /// The detail: a query for the one full document with this id, rocket and launchpad populated alike.
    ///
    /// The v5 API hands queries to MongoDB unchanged, where the field is `_id`; the live service's query encoder
    /// sends a filter on `id` as `_id`.
    public func itemLookup(id: String) -> ItemLookup {
        .query(
            CollectionQuery(
                collection: Self.collection,
                filter: .equals(field: "id", value: .string(id)),
                populate: [Self.rocketPopulation, Self.launchpadPopulation],
                page: 1,
                limit: 1),
            id: id)
    }

    /// List documents lack the details, links and cores the detail shows, so a detail always asks.
    public var listItemsAreComplete: Bool { false }
}
