import Foundation

/// What a feature tells the generic layers about its collection: which collection it is, how long its answers
/// stay fresh, which collections its references point to, and how to query a list page and one item.
///
/// Features own these (which fields, which sort, which references to populate); the repository owns the flow,
/// and the composition root gathers every endpoint's declarations into a ``CollectionCatalog``.
public protocol CollectionEndpoint<Item, Filter>: Sendable {
    /// The decoded item type.
    associatedtype Item: Decodable & Identifiable & Sendable where Item.ID == String
    /// The feature's filter type.
    associatedtype Filter: Hashable & Sendable

    /// The collection listed and looked up.
    var collection: APICollection { get }
    /// The shortest time an answer from ``collection`` stays fresh, whatever the server's `max-age` says.
    var minimumFreshness: TimeInterval { get }
    /// The collection each populated reference field points to, by field (what the API's `populate` replaces).
    var relatedCollections: [String: APICollection] { get }

    /// The query for one page of the list under `filter`.
    func listQuery(filter: Filter, page: Int, limit: Int) -> CollectionQuery
    /// How to fetch one item for its detail screen.
    func itemLookup(id: String) -> ItemLookup
    /// Whether list items carry every field the detail screen shows, so a fresh list item needs no request.
    var listItemsAreComplete: Bool { get }
}
