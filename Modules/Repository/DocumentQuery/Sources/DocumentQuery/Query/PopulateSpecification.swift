/// One entry of the `populate` option: a reference path, the projection of the referenced documents,
/// and populates nested inside them.
struct PopulateSpecification: Equatable {
    var path: String
    var target: SpaceXCollection.PopulateTarget
    var projection: Projection
    var nested: [PopulateSpecification]

    /// Parses `"rocket"`, `"rocket launchpad"`, `["rocket", {"path": "launchpad", "select": "name"}]` or one object.
    static func parse(_ value: OrderedJSON?, in collection: SpaceXCollection) throws(QueryError)
        -> [PopulateSpecification]
    {
        switch value {
        case nil, .null?:
            return []
        case .string(let text)?:
            var specifications: [PopulateSpecification] = []
            for path in text.split(whereSeparator: { $0.isWhitespace }) {
                specifications.append(try make(path: String(path), select: nil, nested: nil, in: collection))
            }
            return specifications
        case .array(let entries)?:
            var specifications: [PopulateSpecification] = []
            for entry in entries {
                specifications.append(contentsOf: try parse(entry, in: collection))
            }
            return specifications
        case .object(let object)?:
            guard case .string(let path)? = object["path"] else {
                throw QueryError("populate() requires a `path` for every entry")
            }
            return [try make(path: path, select: object["select"], nested: object["populate"], in: collection)]
        case let other?:
            throw QueryError("Invalid populate() argument: \(other)")
        }
    }

    private static func make(path: String, select: OrderedJSON?, nested: OrderedJSON?, in collection: SpaceXCollection)
        throws(QueryError) -> PopulateSpecification
    {
        guard let target = collection.populateTargets[path] else {
            throw QueryError(
                "Cannot populate path `\(path)` because it is not in your schema. "
                    + "Set the `strictPopulate` option to false to override.")
        }
        var nestedSpecifications: [PopulateSpecification] = []
        if case .collection(let referenced) = target {
            nestedSpecifications = try parse(nested, in: referenced)
        }
        return PopulateSpecification(
            path: path, target: target, projection: try Projection.parse(select), nested: nestedSpecifications)
    }

    /// Replaces the ids at this path in `document` with the referenced documents (null when not found).
    func apply(to document: OrderedJSON, store: some DocumentStore) -> OrderedJSON {
        guard case .collection(let referenced) = target else { return document }
        let fields = projection.topLevelFields
        let resolve = { (id: OrderedJSON) -> OrderedJSON? in
            guard case .string(let key) = id, let found = store.document(withID: key, in: referenced, reading: fields)
            else { return nil }
            let projected = projection.apply(to: found)
            return nested.reduce(projected) { $1.apply(to: $0, store: store) }
        }
        return Self.replace(in: document, at: path.split(separator: ".").map(String.init)[...]) { value in
            switch value {
            case .array(let ids): .array(ids.compactMap(resolve))
            case .null: .null
            default: resolve(value) ?? .null
            }
        }
    }

    private static func replace(
        in value: OrderedJSON, at path: ArraySlice<String>, with transform: (OrderedJSON) -> OrderedJSON
    ) -> OrderedJSON {
        guard let key = path.first else { return transform(value) }
        switch value {
        case .object(var object):
            guard let child = object[key] else { return value }
            object[key] = replace(in: child, at: path.dropFirst(), with: transform)
            return .object(object)
        case .array(let elements):
            return .array(elements.map { replace(in: $0, at: path, with: transform) })
        default:
            return value
        }
    }
}
