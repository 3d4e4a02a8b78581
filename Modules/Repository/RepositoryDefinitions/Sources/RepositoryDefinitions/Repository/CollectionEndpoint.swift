import Foundation

/// What a feature tells the generic repository about its collection: how to query a list page and one item.
///
/// Features own these (which fields, which sort, which references to populate); the repository owns the flow.
public protocol CollectionEndpoint<Item, Filter>: Sendable {
    /// The decoded item type.
    associatedtype Item: Decodable & Identifiable & Sendable where Item.ID == String
    /// The feature's filter type.
    associatedtype Filter: Hashable & Sendable

    /// The query for one page of the list under `filter`.
    func listQuery(filter: Filter, page: Int, limit: Int) -> CollectionQuery
    /// How to fetch one item for its detail screen.
    func itemLookup(id: String) -> ItemLookup
    /// Whether list items carry every field the detail screen shows, so a fresh list item needs no request.
    var listItemsAreComplete: Bool { get }
}
