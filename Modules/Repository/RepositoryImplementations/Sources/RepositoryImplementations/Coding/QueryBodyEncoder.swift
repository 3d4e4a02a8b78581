import DocumentQuery
import Foundation
import RepositoryDefinitions

/// Turns a ``CollectionQuery`` into the exact JSON body of `POST /{version}/{collection}/query`.
///
/// The body doubles as part of the cache key, so it is canonical: compact, object keys in byte order, and the
/// same query always gives the same bytes, e.g.
/// `{"options":{"limit":10,"page":1,"sort":{"date_utc":"desc"}},"query":{}}`.
///
/// Shapes, following the API's MongoDB / mongoose-paginate-v2 options:
/// - `options.page` and `options.limit` are always sent; `select`, `populate` and `sort` only when not empty.
/// - `select` is `{"field":1,…}`. A population is `{"path":p,"select":{…}}`, or `{"path":p}` when it keeps
///   every field of the referenced document.
/// - One sort key is an object, `{"date_utc":"desc"}`. Several keys are sent in mongoose's string form,
///   `"-date_utc flight_number"`, because an object's keys are written sorted and would lose their precedence.
/// - A filter on `id` is sent as `_id`, the field MongoDB stores. Dates are millisecond ISO-8601 UTC strings.
public enum QueryBodyEncoder {
    /// The JSON body for `query`.
    public static func body(for query: CollectionQuery) -> Data {
        OrderedJSON(jsonValue(for: query)).serialized()
    }

    /// The body as a ``JSONValue``, `{"options":…,"query":…}`.
    static func jsonValue(for query: CollectionQuery) -> JSONValue {
        .object(["query": filterValue(query.filter), "options": optionsValue(for: query)])
    }

    /// The `query` object for `filter`: `{}` for ``QueryFilter/all``.
    public static func filterValue(_ filter: QueryFilter) -> JSONValue {
        .object(filterMembers(filter))
    }

    /// The `options` object for `query`.
    public static func optionsValue(for query: CollectionQuery) -> JSONValue {
        var options: [String: JSONValue] = ["page": .int(query.page), "limit": .int(query.limit)]
        if !query.select.isEmpty {
            options["select"] = selection(query.select)
        }
        if !query.populate.isEmpty {
            options["populate"] = .array(query.populate.map(populationValue))
        }
        if let sort = sortValue(query.sort) {
            options["sort"] = sort
        }
        return .object(options)
    }

    /// The `sort` option, or nil when there are no sort keys.
    static func sortValue(_ fields: [SortField]) -> JSONValue? {
        switch fields.count {
        case 0:
            return nil
        case 1:
            return .object([fields[0].field: .string(fields[0].direction.rawValue)])
        default:
            let words = fields.map { $0.direction == .descending ? "-" + $0.field : $0.field }
            return .string(words.joined(separator: " "))
        }
    }

    private static func selection(_ fields: [String]) -> JSONValue {
        .object(Dictionary(fields.map { ($0, JSONValue.int(1)) }, uniquingKeysWith: { first, _ in first }))
    }

    private static func populationValue(_ population: Population) -> JSONValue {
        var members: [String: JSONValue] = ["path": .string(population.path)]
        if !population.select.isEmpty {
            members["select"] = selection(population.select)
        }
        return .object(members)
    }

    private static func filterMembers(_ filter: QueryFilter) -> [String: JSONValue] {
        switch filter {
        case .all:
            return [:]
        case .equals(let field, let value):
            return [wireField(field): value]
        case .notEquals(let field, let value):
            return [wireField(field): .object(["$ne": value])]
        case .isIn(let field, let values):
            return [wireField(field): .object(["$in": .array(values)])]
        case .dateRange(let field, let from, let through):
            var bounds: [String: JSONValue] = [:]
            if let from { bounds["$gte"] = .string(ISO8601Timestamp.string(from: from)) }
            if let through { bounds["$lte"] = .string(ISO8601Timestamp.string(from: through)) }
            return bounds.isEmpty ? [:] : [wireField(field): .object(bounds)]
        case .text(let text):
            return ["$text": .object(["$search": .string(text)])]
        case .hasPrefix(let field, let prefix):
            return [
                wireField(field): .object(["$regex": .string(NameKey(prefix).startPattern), "$options": .string("i")])
            ]
        case .and(let filters):
            return conjunction(filters.map(filterMembers).filter { !$0.isEmpty })
        }
    }

    /// Merges the parts into one object when no key repeats; otherwise keeps them apart under `$and`.
    private static func conjunction(_ parts: [[String: JSONValue]]) -> [String: JSONValue] {
        guard parts.count > 1 else { return parts.first ?? [:] }
        var merged: [String: JSONValue] = [:]
        for part in parts {
            for (key, value) in part {
                guard merged.updateValue(value, forKey: key) == nil else {
                    return ["$and": .array(parts.map { JSONValue.object($0) })]
                }
            }
        }
        return merged
    }

    private static func wireField(_ field: String) -> String {
        field == "id" ? "_id" : field
    }
}
