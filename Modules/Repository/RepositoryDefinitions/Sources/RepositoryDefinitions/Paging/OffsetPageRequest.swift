import Foundation

/// Which slice of a list to ask an offset-paged API for (`?limit=…&offset=…`), validated so a bad number never
/// reaches the network. The offset counterpart of ``PageRequest``, for APIs that page by item offset rather
/// than page number.
public struct OffsetPageRequest: Sendable, Hashable {
    /// The valid slice sizes: offset-paged APIs commonly cap `limit` at 100.
    public static let limits = 1...PageRequest.maximumLimit
    /// The valid offsets.
    public static let offsets = 0...(PageRequest.maximumPage * PageRequest.maximumLimit)

    /// How many items to ask for.
    public let limit: Int
    /// How many items to skip.
    public let offset: Int

    /// Creates a request, or nil when a number is out of range.
    public init?(limit: Int = PageRequest.defaultLimit, offset: Int = 0) {
        guard Self.limits.contains(limit), Self.offsets.contains(offset) else { return nil }
        self.limit = limit
        self.offset = offset
    }

    /// The same slice as a page-numbered request asks for: page `p` of size `l` starts at offset `(p - 1) · l`.
    public init(_ page: PageRequest) {
        limit = page.limit
        offset = (page.page - 1) * page.limit
    }

    /// The page number this slice is, from 1, when the offset is a multiple of the limit; else the page it starts in.
    public var pageNumber: Int { offset / limit + 1 }

    /// The slice after this one.
    public var next: OffsetPageRequest? { OffsetPageRequest(limit: limit, offset: offset + limit) }

    /// `limit` and `offset` as query parameters.
    public var parameters: QueryParameters {
        QueryParameters([("limit", String(limit)), ("offset", String(offset))])
    }
}
