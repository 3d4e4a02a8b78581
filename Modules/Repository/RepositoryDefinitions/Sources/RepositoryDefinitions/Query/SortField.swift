import Foundation

/// One key of the API's `sort` option.
public struct SortField: Sendable, Hashable {
    /// The direction of a sort key.
    public enum Direction: String, Sendable, Hashable {
        case ascending = "asc"
        case descending = "desc"
    }

    /// The document field, like `date_utc`.
    public let field: String
    /// Ascending or descending.
    public let direction: Direction

    /// Creates a sort key.
    public init(_ field: String, _ direction: Direction) {
        self.field = field
        self.direction = direction
    }
}
