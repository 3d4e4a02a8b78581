import Foundation

/// One page of a collection, as the API's pagination envelope describes it.
public struct Page<Item: Sendable>: Sendable {
    /// The documents of this page, in the order the API sent them.
    public var items: [Item]
    /// This page's number, from 1.
    public var page: Int
    /// The page size that was asked for.
    public var limit: Int
    /// How many documents match the query across all pages.
    public var totalItems: Int
    /// How many pages the query has at this limit.
    public var totalPages: Int
    /// Whether a later page exists.
    public var hasNextPage: Bool
    /// The number of the next page, when there is one.
    public var nextPage: Int?

    /// Creates a page.
    public init(
        items: [Item], page: Int, limit: Int, totalItems: Int, totalPages: Int, hasNextPage: Bool, nextPage: Int?
    ) {
        self.items = items
        self.page = page
        self.limit = limit
        self.totalItems = totalItems
        self.totalPages = totalPages
        self.hasNextPage = hasNextPage
        self.nextPage = nextPage
    }

    /// The same page with its items transformed.
    public func map<Other: Sendable>(_ transform: (Item) throws -> Other) rethrows -> Page<Other> {
        Page<Other>(
            items: try items.map(transform), page: page, limit: limit, totalItems: totalItems,
            totalPages: totalPages, hasNextPage: hasNextPage, nextPage: nextPage)
    }
}

extension Page: Equatable where Item: Equatable {}
extension Page: Encodable where Item: Encodable {}
extension Page: Decodable where Item: Decodable {}
