/// The `select` option: which fields a returned document keeps; `id` stays unless excluded.
struct Projection: Equatable {
    /// A set of dotted paths as a tree: `links.patch.small` is links → patch → small.
    struct PathTree: Equatable {
        var children: [String: PathTree] = [:]

        var isLeaf: Bool { children.isEmpty }

        mutating func insert(_ components: ArraySlice<String>) {
            guard let first = components.first else { return }
            if let existing = children[first], existing.isLeaf { return }
            let rest = components.dropFirst()
            if rest.isEmpty {
                children[first] = PathTree()
            } else {
                children[first, default: PathTree()].insert(rest)
            }
        }
    }

    enum Mode: Equatable {
        case everything
        case include(PathTree, keepID: Bool)
        case exclude(PathTree)
    }

    var mode: Mode

    /// The projection that keeps every field.
    static let everything = Projection(mode: .everything)

    /// Parses `{"name": 1, "links.patch.small": 1}`, `{"details": 0}` or `"name date_utc -id"`.
    static func parse(_ value: OrderedJSON?) throws(QueryError) -> Projection {
        var entries: [(path: String, included: Bool)] = []
        switch value {
        case nil, .null?:
            return .everything
        case .string(let text)?:
            for token in text.split(whereSeparator: { $0.isWhitespace || $0 == "," }) {
                if token.hasPrefix("-") {
                    entries.append((String(token.dropFirst()), false))
                } else if !token.hasPrefix("+") {
                    entries.append((String(token), true))
                }
            }
        case .object(let object)?:
            for (path, flag) in object {
                entries.append((path, JavaScriptValues.isTruthy(flag)))
            }
        case let other?:
            throw QueryError("Invalid select() argument. Must be string or object. Got \(other)")
        }
        return try build(entries.map { (DocumentPath.normalized($0.path), $0.included) })
    }

    private static func build(_ entries: [(path: String, included: Bool)]) throws(QueryError) -> Projection {
        let idSetting = entries.last { $0.path == "id" }?.included
        let others = entries.filter { $0.path != "id" }
        let includes = others.filter(\.included)
        let excludes = others.filter { !$0.included }
        if !includes.isEmpty, !excludes.isEmpty {
            throw QueryError("Projection cannot have a mix of inclusion and exclusion.")
        }
        var tree = PathTree()
        if !includes.isEmpty || (excludes.isEmpty && idSetting == true) {
            for entry in includes {
                tree.insert(entry.path.split(separator: ".").map(String.init)[...])
            }
            return Projection(mode: .include(tree, keepID: idSetting ?? true))
        }
        for entry in excludes {
            tree.insert(entry.path.split(separator: ".").map(String.init)[...])
        }
        if idSetting == false { tree.insert(["id"]) }
        return tree.isLeaf ? .everything : Projection(mode: .exclude(tree))
    }

    /// The top-level members an included document keeps (`id` among them, which a store gives anyway), or nil
    /// when it keeps any: all of a document a store must read for ``apply(to:)``.
    var topLevelFields: Set<String>? {
        guard case .include(let tree, _) = mode else { return nil }
        return Set(tree.children.keys).union(["id"])
    }

    /// The document with only the selected fields, keys in the document's order.
    func apply(to document: OrderedJSON) -> OrderedJSON {
        switch mode {
        case .everything:
            return document
        case .include(let tree, let keepID):
            guard case .object(let object) = document else { return document }
            var result = OrderedJSONObject()
            for (key, value) in object {
                if key == "id" {
                    if keepID { result[key] = value }
                } else if let subtree = tree.children[key] {
                    result[key] = subtree.isLeaf ? value : Self.include(subtree, in: value)
                }
            }
            return .object(result)
        case .exclude(let tree):
            return Self.exclude(tree, from: document)
        }
    }

    /// Keeps the paths of `tree` inside a nested value; scalars met before the path ends are dropped (nil).
    private static func include(_ tree: PathTree, in value: OrderedJSON) -> OrderedJSON? {
        switch value {
        case .object(let object):
            var result = OrderedJSONObject()
            for (key, child) in object {
                guard let subtree = tree.children[key] else { continue }
                result[key] = subtree.isLeaf ? child : include(subtree, in: child)
            }
            return .object(result)
        case .array(let elements):
            return .array(elements.compactMap { include(tree, in: $0) })
        default:
            return nil
        }
    }

    private static func exclude(_ tree: PathTree, from value: OrderedJSON) -> OrderedJSON {
        switch value {
        case .object(let object):
            var result = OrderedJSONObject()
            for (key, child) in object {
                if let subtree = tree.children[key] {
                    if !subtree.isLeaf { result[key] = exclude(subtree, from: child) }
                } else {
                    result[key] = child
                }
            }
            return .object(result)
        case .array(let elements):
            return .array(elements.map { exclude(tree, from: $0) })
        default:
            return value
        }
    }
}
