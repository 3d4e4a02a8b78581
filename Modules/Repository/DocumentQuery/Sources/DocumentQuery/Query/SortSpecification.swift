/// The `sort` option: fields in priority order, each ascending or descending.
struct SortSpecification: Equatable {
    struct Key: Equatable {
        var path: String
        var ascending: Bool
    }

    var keys: [Key]

    /// Parses `{"date_utc": "desc", "name": 1}` or `"-date_utc name"`; nil or an empty value keeps natural order.
    static func parse(_ value: OrderedJSON?) throws(QueryError) -> SortSpecification {
        switch value {
        case nil, .null?:
            return SortSpecification(keys: [])
        case .string(let text)?:
            let keys = text.split(whereSeparator: { $0.isWhitespace }).map { token -> Key in
                if token.hasPrefix("-") { return Key(path: String(token.dropFirst()), ascending: false) }
                if token.hasPrefix("+") { return Key(path: String(token.dropFirst()), ascending: true) }
                return Key(path: String(token), ascending: true)
            }
            return SortSpecification(
                keys: keys.map { Key(path: DocumentPath.normalized($0.path), ascending: $0.ascending) })
        case .object(let object)?:
            var keys: [Key] = []
            for (path, direction) in object {
                guard let ascending = ascending(direction) else {
                    throw QueryError("Invalid sort value: { \(path): \(direction) }")
                }
                keys.append(Key(path: DocumentPath.normalized(path), ascending: ascending))
            }
            return SortSpecification(keys: keys)
        case let other?:
            throw QueryError("Invalid sort() argument. Must be a string, object, or array. Got \(other)")
        }
    }

    private static func ascending(_ direction: OrderedJSON) -> Bool? {
        switch direction {
        case .int(1), .double(1): return true
        case .int(-1), .double(-1): return false
        case .string(let word):
            switch word.lowercased() {
            case "asc", "ascending", "1": return true
            case "desc", "descending", "-1": return false
            default: return nil
            }
        default: return nil
        }
    }

    /// Sorts stably: documents that tie on every key keep their original order.
    func apply(to documents: [OrderedJSON]) -> [OrderedJSON] {
        sortedIndices(of: documents).map { documents[$0] }
    }

    /// The positions of `documents` in the order ``apply(to:)`` gives them; with `prefix`, only the first `prefix`
    /// of them, all a page needs (its offset and limit).
    ///
    /// A short prefix of many documents is picked in one pass that keeps the best so far in order, instead of
    /// sorting them all: the first screen's ten newest of the archive's 205 launches cost a fraction of the
    /// comparisons. Ties break by position either way, so the prefix is the full sort's.
    func sortedIndices(of documents: [OrderedJSON], prefix: Int? = nil) -> [Int] {
        guard !keys.isEmpty else { return Array(documents.indices) }
        let values = documents.map { document in keys.map { sortValue(of: document, key: $0) } }
        let precedes = { (left: Int, right: Int) -> Bool in
            for (position, key) in keys.enumerated() {
                let order = BSONOrdering.compare(values[left][position], values[right][position])
                if order != 0 { return key.ascending ? order < 0 : order > 0 }
            }
            return left < right
        }
        guard let prefix, prefix <= Self.longestPickedPrefix, prefix < documents.count / 2 else {
            return documents.indices.sorted(by: precedes)
        }
        var best: [Int] = []
        best.reserveCapacity(prefix + 1)
        for index in documents.indices {
            if best.count == prefix, let last = best.last, !precedes(index, last) { continue }
            var low = 0
            var high = best.count
            while low < high {
                let middle = (low + high) / 2
                if precedes(best[middle], index) { low = middle + 1 } else { high = middle }
            }
            best.insert(index, at: low)
            if best.count > prefix { best.removeLast() }
        }
        return best
    }

    /// The longest prefix ``sortedIndices(of:prefix:)`` picks rather than sorts: each document may move that many
    /// positions of the kept ones.
    private static let longestPickedPrefix = 200

    /// The value a document sorts by: for arrays the smallest element ascending, the largest descending.
    private func sortValue(of document: OrderedJSON, key: Key) -> OrderedJSON? {
        // The common case, a top-level field that is not an array, without building paths (every document of a
        // collection is keyed on every sort).
        // (`utf8.contains`: with Foundation imported, `String.contains` searches through NSString, at thousands of
        // instructions a document.)
        if case .object(let object) = document, !key.path.utf8.contains(UInt8(ascii: ".")) {
            let value = object[key.path]
            if case .array = value {} else { return value }
        }
        let candidates = DocumentPath.values(at: key.path, in: document).flatMap { value -> [OrderedJSON?] in
            if case .array(let elements)? = value { return elements.isEmpty ? [nil] : elements }
            return [value]
        }
        return candidates.dropFirst().reduce(candidates[0]) { best, next in
            let order = BSONOrdering.compare(next, best)
            return (key.ascending ? order < 0 : order > 0) ? next : best
        }
    }
}
