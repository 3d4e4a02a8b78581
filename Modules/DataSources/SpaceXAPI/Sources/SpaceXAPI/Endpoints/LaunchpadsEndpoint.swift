import Foundation
import LaunchSitesCore
import RepositoryDefinitions

/// How the generic repository queries launch sites: one `POST /v4/launchpads/query` per page (sorted by name) or
/// per site (filtered by id), whole documents with the rockets populated as `{name, id}`, so the rockets flown
/// from a site are named by the same one request and never by one request per rocket.
struct LaunchpadsEndpoint: CollectionEndpoint {
    /// Listed and looked-up items are launchpads.
    public typealias Item = SpaceXDocument<Launchpad>
    /// Every launchpad.
    public typealias Filter = LaunchpadFilter

    /// Launchpads, on the v4 API.
    public static let collection = APICollection(name: "launchpads", version: "v4")
    /// Rockets, on the v4 API: what a launchpad's `rockets` point to.
    static let rocketsCollection = APICollection(name: "rockets", version: "v4")
    /// The rockets' names, for the "Rockets flown" line.
    static let rocketPopulation = Population("rockets", select: ["name"])

    /// Creates the endpoint.
    public init() {}

    /// ``collection``.
    public var collection: APICollection { Self.collection }

    /// A day: launch sites hardly ever change.
    public var minimumFreshness: TimeInterval { 86_400 }

    /// `rockets` → rockets.
    public var relatedCollections: [String: APICollection] { [Self.rocketPopulation.path: Self.rocketsCollection] }

    /// One page: `{}`, sorted by `name` ascending, rockets populated.
    public func listQuery(filter: LaunchpadFilter, page: Int, limit: Int) -> CollectionQuery {
        CollectionQuery(
            collection: Self.collection, filter: .all, sort: [SortField("name", .ascending)], select: [],
            populate: [Self.rocketPopulation], page: page, limit: limit)
    }

    /// One site: a query for the document with this id (the API's `GET` populates nothing), rockets populated.
    public func itemLookup(id: String) -> ItemLookup {
        .query(
            CollectionQuery(
                collection: Self.collection, filter: .equals(field: "id", value: .string(id)),
                populate: [Self.rocketPopulation], page: 1, limit: 1),
            id: id)
    }

    /// List pages hold whole documents, so a fresh listed site needs no request of its own.
    public var listItemsAreComplete: Bool { true }
}
