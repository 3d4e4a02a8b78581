import Foundation
import RepositoryDefinitions

/// The wire keys of the API's pagination envelope (mongoose-paginate-v2), camelCase on the wire.
///
/// A separate non-generic type so error paths can tell envelope keys (kept as sent) from document keys
/// (turned back into snake_case).
enum PageEnvelopeKey: String, CodingKey {
    case docs, totalDocs, offset, limit, totalPages, page, pagingCounter, hasPrevPage, hasNextPage, prevPage, nextPage
}

/// Decodes the API's pagination envelope into a ``Page``: `docs` become items, `totalDocs` the total.
///
/// `page` is missing from some offset-based answers; it is then derived from `offset` and `limit`.
struct PageEnvelope<Item: Decodable & Sendable>: Decodable, Sendable {
    /// The decoded page.
    let page: Page<Item>

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: PageEnvelopeKey.self)
        let items = try container.decode([Item].self, forKey: .docs)
        let limit = try container.decode(Int.self, forKey: .limit)
        let offset = try container.decodeIfPresent(Int.self, forKey: .offset)
        let derivedPage = limit > 0 && (offset ?? 0) >= 0 ? (offset ?? 0) / limit + 1 : 1
        let totalItems = try container.decode(Int.self, forKey: .totalDocs)
        let totalPages = try container.decode(Int.self, forKey: .totalPages)
        let pageNumber = try container.decodeIfPresent(Int.self, forKey: .page) ?? derivedPage
        // Counts from the network are never negative, and a page never holds more than its limit.
        for (key, value) in [(PageEnvelopeKey.totalDocs, totalItems), (.totalPages, totalPages), (.limit, limit)]
        where value < 0 {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "negative: \(value)")
        }
        guard pageNumber >= 1 else {
            throw DecodingError.dataCorruptedError(
                forKey: .page, in: container, debugDescription: "not a page number: \(pageNumber)")
        }
        guard limit == 0 || items.count <= limit else {
            throw DecodingError.dataCorruptedError(
                forKey: .docs, in: container, debugDescription: "\(items.count) documents, over its limit of \(limit)")
        }
        page = Page(
            items: items,
            page: pageNumber,
            limit: limit,
            totalItems: totalItems,
            totalPages: totalPages,
            hasNextPage: try container.decode(Bool.self, forKey: .hasNextPage),
            nextPage: try container.decodeIfPresent(Int.self, forKey: .nextPage))
    }
}
