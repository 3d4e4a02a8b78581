/// A compiled MongoDB filter (the `query` of a query body), ready to test documents.
indirect enum FilterExpression {
    case all([FilterExpression])
    case any([FilterExpression])
    case none([FilterExpression])
    case field(path: String, conditions: [FieldCondition])
    case text(TextSearch)

    /// The top-level members the filter reads: the first step of each field path, the text fields for `$text`.
    var topLevelFields: Set<String> {
        switch self {
        case .all(let parts), .any(let parts), .none(let parts):
            parts.reduce(into: Set<String>()) { $0.formUnion($1.topLevelFields) }
        case .field(let path, _): [Self.topLevelField(of: path)]
        case .text(let search): Set(search.fields)
        }
    }

    /// The top-level member a dotted path starts with.
    static func topLevelField(of path: String) -> String {
        String(path.prefix { $0 != "." })
    }

    /// Compiles a filter object; `textFields` are the fields `$text` searches in this collection.
    static func compile(_ query: OrderedJSON, textFields: [String]) throws(QueryError) -> FilterExpression {
        guard case .object(let object) = query else {
            throw QueryError("Parameter \"filter\" to find() must be an object, got \(query)")
        }
        var parts: [FilterExpression] = []
        for (key, value) in object {
            switch key {
            case "$and", "$or", "$nor":
                guard case .array(let clauses) = value, !clauses.isEmpty else {
                    throw QueryError("$and/$or/$nor must be a nonempty array")
                }
                var compiled: [FilterExpression] = []
                for clause in clauses {
                    guard case .object = clause else {
                        throw QueryError("$or/$and/$nor entries need to be full objects")
                    }
                    compiled.append(try compile(clause, textFields: textFields))
                }
                parts.append(key == "$and" ? .all(compiled) : key == "$or" ? .any(compiled) : .none(compiled))
            case "$text":
                parts.append(.text(try TextSearch.compile(value, fields: textFields)))
            default:
                if key.hasPrefix("$") { throw QueryError("unknown top level operator: \(key)") }
                parts.append(.field(path: DocumentPath.normalized(key), conditions: try FieldCondition.compile(value)))
            }
        }
        return .all(parts)
    }

    /// Whether `document` matches the filter.
    func matches(_ document: OrderedJSON) -> Bool {
        switch self {
        case .all(let parts): parts.allSatisfy { $0.matches(document) }
        case .any(let parts): parts.contains { $0.matches(document) }
        case .none(let parts): !parts.contains { $0.matches(document) }
        case .field(let path, let conditions):
            conditions.allSatisfy { $0.matches(DocumentPath.values(at: path, in: document)) }
        case .text(let search): search.matches(document)
        }
    }
}
