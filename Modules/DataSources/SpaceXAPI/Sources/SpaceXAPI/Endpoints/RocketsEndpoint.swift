import Foundation
import RepositoryDefinitions
import RocketsCore

/// How the generic repository queries rockets: one `POST /v4/rockets/query` per page, sorted by name, with
/// whole documents, and `GET /v4/rockets/{id}` for a detail the list does not already hold fresh.
///
/// Rockets are few and the detail shows every field, so list pages carry full documents and
/// ``listItemsAreComplete`` is true: opening a rocket from a fresh list costs no request.
struct RocketsEndpoint: CollectionEndpoint {
    /// Listed and looked-up items are rockets.
    public typealias Item = SpaceXDocument<Rocket>
    /// Filtered by ``RocketFilter``.
    public typealias Filter = RocketFilter

    /// Rockets, on the v4 API.
    public static let collection = APICollection(name: "rockets", version: "v4")

    /// Creates the endpoint.
    public init() {}

    /// ``collection``.
    public var collection: APICollection { Self.collection }

    /// A day: rockets hardly ever change.
    public var minimumFreshness: TimeInterval { 86_400 }

    /// None: rocket queries populate nothing.
    public var relatedCollections: [String: APICollection] { [:] }

    /// The list page: `{}` (every rocket), sorted by `name` ascending, whole documents.
    public func listQuery(filter: RocketFilter, page: Int, limit: Int) -> CollectionQuery {
        CollectionQuery(
            collection: Self.collection,
            filter: .all,
            sort: [SortField("name", .ascending)],
            select: [],
            populate: [],
            page: page,
            limit: limit)
    }

    /// One rocket: `GET /v4/rockets/{id}`.
    public func itemLookup(id: String) -> ItemLookup {
        .get(Self.collection, id: id)
    }

    /// List pages hold whole documents, so a fresh list rocket needs no detail request.
    public var listItemsAreComplete: Bool { true }
}
