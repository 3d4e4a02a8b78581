import Foundation

/// The envelope of an offset-paged list answer, `{count, next, previous, results}`: how many items match in all,
/// absolute links to the neighbouring slices (or null), and this slice's items.
public struct OffsetPage<Item: Sendable>: Sendable {
    /// How many items match across all slices.
    public var count: Int
    /// The next slice's address, or nil on the last.
    public var next: URL?
    /// The previous slice's address, or nil on the first.
    public var previous: URL?
    /// This slice's items, in the order sent.
    public var results: [Item]

    /// Creates an envelope.
    public init(count: Int, next: URL? = nil, previous: URL? = nil, results: [Item]) {
        self.count = count
        self.next = next
        self.previous = previous
        self.results = results
    }

    /// The offset the `next` link names (its `offset` query item, 0 when absent), or nil when there is no next
    /// slice or the link names no valid offset.
    var nextOffset: Int? {
        guard let next, let components = URLComponents(url: next, resolvingAgainstBaseURL: false) else { return nil }
        let value = components.queryItems?.last { $0.name == "offset" }?.value ?? "0"
        return Int(value).flatMap { OffsetPageRequest.offsets.contains($0) ? $0 : nil }
    }

    /// This slice as the app's ``Page``, numbered as `request` asked: the page count is derived from `count`,
    /// and there is a next page exactly when the answer links one.
    public func page(for request: OffsetPageRequest) -> Page<Item> {
        let totalPages = max(1, (max(0, count) + request.limit - 1) / request.limit)
        let hasNext = next != nil
        return Page(
            items: results, page: request.pageNumber, limit: request.limit, totalItems: max(0, count),
            totalPages: totalPages, hasNextPage: hasNext, nextPage: hasNext ? request.pageNumber + 1 : nil)
    }

    /// The same envelope with its items transformed.
    public func map<Other: Sendable>(_ transform: (Item) throws -> Other) rethrows -> OffsetPage<Other> {
        OffsetPage<Other>(count: count, next: next, previous: previous, results: try results.map(transform))
    }

    private enum CodingKeys: String, CodingKey { case count, next, previous, results }
}

extension OffsetPage: Equatable where Item: Equatable {}

extension OffsetPage: Decodable where Item: Decodable {
    /// Decodes the envelope; `count` and `results` are required, a link that is null, missing or not an address
    /// is nil.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        count = try container.decode(Int.self, forKey: .count)
        results = try container.decode([Item].self, forKey: .results)
        next = ((try? container.decodeIfPresent(String.self, forKey: .next)) ?? nil).flatMap(URL.init(string:))
        previous = ((try? container.decodeIfPresent(String.self, forKey: .previous)) ?? nil).flatMap(URL.init(string:))
    }
}
