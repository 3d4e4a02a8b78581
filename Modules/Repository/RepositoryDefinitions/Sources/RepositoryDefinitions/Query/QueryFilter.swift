import Foundation

/// A typed MongoDB filter for the API's `query` object; implementations turn it into the exact JSON.
public indirect enum QueryFilter: Sendable, Hashable {
    /// Matches every document: `{}`.
    case all
    /// `{field: value}`.
    case equals(field: String, value: JSONValue)
    /// `{field: {"$ne": value}}`: a crew that is not empty is `notEquals(field: "crew", value: .array([]))`.
    case notEquals(field: String, value: JSONValue)
    /// `{field: {"$in": values}}`.
    case isIn(field: String, values: [JSONValue])
    /// `{field: {"$gte": from, "$lte": through}}` on a date field, sent as millisecond ISO-8601 UTC strings.
    ///
    /// Either bound may be open.
    case dateRange(field: String, from: Date?, through: Date?)
    /// `{"$text": {"$search": text}}`: the server's full-text search over names and details.
    case text(String)
    /// `{field: {"$regex": "^…", "$options": "i"}}`: a string field that starts with `prefix` as every lookup
    /// compares names (``NameKey/startPattern``: case, spaces and punctuation don't matter, so `crew 1` finds
    /// `Crew-1`). How a launch is found by name.
    case hasPrefix(field: String, prefix: String)
    /// Every filter must match; flattened into one object when the fields differ.
    case and([QueryFilter])
}
