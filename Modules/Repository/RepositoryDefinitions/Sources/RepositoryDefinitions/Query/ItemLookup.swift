import Foundation

/// How a detail screen fetches one document: a plain GET, or a query by id that also populates references.
public enum ItemLookup: Sendable, Hashable {
    /// `GET /{version}/{collection}/{id}`.
    case get(APICollection, id: String)
    /// A query expected to match exactly this id; an empty answer means not found.
    case query(CollectionQuery, id: String)

    /// The id being looked up.
    public var id: String {
        switch self {
        case .get(_, let id), .query(_, let id): id
        }
    }
}
