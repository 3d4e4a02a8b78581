import Foundation
import RepositoryDefinitions

/// An ``APIService`` over JSON documents held in memory: the app's built-in offline copy of the API's data, and tests.
///
/// It evaluates each ``CollectionQuery`` in Swift, the way the API would: filter (``DocumentMatcher``), sort
/// (``DocumentOrdering``), page and limit with mongoose-paginate-v2's numbers, and `populate` by replacing a
/// reference id with the referenced document (keeping its `select`ed fields and `id`; an unknown id becomes
/// null, as in mongoose). Which collection a reference points to is what the endpoints declare
/// (``CollectionCatalog/populationTargets``); a reference field nobody declared is left as it is. The
/// top-level `select` keeps only the selected fields and `id` (``DocumentProjection``), before `populate`, as
/// in mongoose: a reference that is not selected is not there to populate. Every answer is marked
/// ``Freshness/sample``, never live.
public struct InMemoryAPIService: APIService {
    private let sources: [APICollection: DocumentSource]
    private let sourcesByName: [String: DocumentSource]
    private let populationTargets: [APICollection: [String: APICollection]]

    /// Creates a service over `documents` (each an object with an `id`).
    ///
    /// - Parameter populationTargets: for each queried collection, reference field → referenced collection, as
    ///   the endpoints declare them (``CollectionCatalog/populationTargets``).
    public init(
        documents: [APICollection: [JSONValue]], populationTargets: [APICollection: [String: APICollection]] = [:]
    ) {
        self.init(
            sources: documents.mapValues { documents in
                var source = DocumentSource()
                source.append(documents)
                return source
            }, populationTargets: populationTargets)
    }

    /// Creates a service from JSON arrays of documents, one per collection (the bundled sample files).
    ///
    /// The text is kept and read on demand (``DocumentSource``): a query reads the members its filter and sort
    /// name from every document, and whole only the documents of its page, so the built-in archive's first
    /// screen costs a fraction of parsing it. Its grammar is checked here; text ``JSONValueParser`` does not
    /// read is decoded by `JSONDecoder`, whose errors say what is wrong.
    public init(
        jsonDocuments: [APICollection: Data], populationTargets: [APICollection: [String: APICollection]] = [:]
    ) throws(RepositoryError) {
        try self.init(jsonDocuments: jsonDocuments, grammarChecked: false, populationTargets: populationTargets)
    }

    /// Creates a service from JSON arrays whose grammar the caller's tests prove valid (the built-in archive's,
    /// which every test run parses): as ``init(jsonDocuments:populationTargets:)`` without checking the grammar
    /// again on every run; a document that would not parse reads as null.
    public init(
        checkedJSONDocuments: [APICollection: Data], populationTargets: [APICollection: [String: APICollection]] = [:]
    ) throws(RepositoryError) {
        try self.init(jsonDocuments: checkedJSONDocuments, grammarChecked: true, populationTargets: populationTargets)
    }

    private init(
        jsonDocuments: [APICollection: Data], grammarChecked: Bool,
        populationTargets: [APICollection: [String: APICollection]]
    ) throws(RepositoryError) {
        var sources: [APICollection: DocumentSource] = [:]
        for (collection, data) in jsonDocuments {
            var source = DocumentSource()
            if !source.appendText(data, grammarChecked: grammarChecked) {
                source.append(try ResponseBodyDecoder.decode([JSONValue].self, from: data, contentType: nil))
            }
            sources[collection] = source
        }
        self.init(sources: sources, populationTargets: populationTargets)
    }

    private init(
        sources: [APICollection: DocumentSource], populationTargets: [APICollection: [String: APICollection]]
    ) {
        self.sources = sources
        var byName: [String: DocumentSource] = [:]
        for (collection, source) in sources.sorted(by: { $0.key.description < $1.key.description }) {
            byName[collection.name, default: DocumentSource()].append(contentsOf: source)
        }
        sourcesByName = byName
        self.populationTargets = populationTargets
    }

    public func query<Item: Decodable & Sendable>(
        _ query: CollectionQuery, as itemType: Item.Type, policy: CachePolicy
    ) async throws(RepositoryError) -> Fetched<Page<Item>> {
        let envelope = try evaluate(query)
        let page = try ResponseBodyDecoder.decodePage(of: Item.self, from: CanonicalJSONWriter.data(envelope))
        return Fetched(value: page, freshness: .builtInArchive, isFresh: true)
    }

    public func item<Item: Decodable & Sendable>(
        _ lookup: ItemLookup, as itemType: Item.Type, policy: CachePolicy
    ) async throws(RepositoryError) -> Fetched<Item> {
        switch lookup {
        case .get(let collection, let id):
            let source = collectionSource(collection)
            guard let index = source.indexByID[id] else { throw .notFound(id: id) }
            let document = source.document(at: index)
            let item = try ResponseBodyDecoder.decodeItem(Item.self, from: CanonicalJSONWriter.data(document))
            return Fetched(value: item, freshness: .builtInArchive, isFresh: true)
        case .query(let query, let id):
            let page = try await self.query(query, as: Item.self, policy: policy)
            guard let first = page.value.items.first else { throw .notFound(id: id) }
            return Fetched(value: first, freshness: .builtInArchive, isFresh: true)
        }
    }

    /// The answer the API would give to `query`, as a mongoose-paginate-v2 envelope.
    func evaluate(_ query: CollectionQuery) throws(RepositoryError) -> JSONValue {
        guard query.page >= 1 else { throw .badRequest(message: "page must be 1 or more") }
        guard query.limit >= 1 else { throw .badRequest(message: "limit must be 1 or more") }
        let source = collectionSource(query.collection)
        let fields = Self.fields(of: query.filter).union(query.sort.map { Self.member(of: $0.field) })
        let candidates = source.documents(keeping: fields)
        let matching = candidates.indices.filter { DocumentMatcher.matches(candidates[$0], query.filter) }
        let ordered = DocumentOrdering.sortedIndices(of: matching.map { candidates[$0] }, by: query.sort)
            .map { matching[$0] }
        let total = ordered.count
        let totalPages = max(1, (total + query.limit - 1) / query.limit)
        let start = (query.page - 1) * query.limit
        let pageDocs = start < total ? ordered[start..<min(total, start + query.limit)].map(source.document(at:)) : []
        let targets = populationTargets[query.collection] ?? [:]
        let selection = DocumentProjection(fields: query.select)
        var referenced: [String: ReferencedDocuments] = [:]
        let docs = pageDocs.map { document in
            populate(selection.apply(to: document), with: query.populate, targets: targets, read: &referenced)
        }
        let hasPrev = query.page > 1
        let hasNext = query.page < totalPages
        return .object([
            "docs": .array(docs),
            "totalDocs": .int(total),
            "limit": .int(query.limit),
            "totalPages": .int(totalPages),
            "page": .int(query.page),
            "pagingCounter": .int(start + 1),
            "hasPrevPage": .bool(hasPrev),
            "hasNextPage": .bool(hasNext),
            "prevPage": hasPrev ? .int(query.page - 1) : .null,
            "nextPage": hasNext ? .int(query.page + 1) : .null,
        ])
    }

    private func collectionSource(_ collection: APICollection) -> DocumentSource {
        sources[collection] ?? sourcesByName[collection.name] ?? DocumentSource()
    }

    /// The top-level member a dotted path starts with (`_id` is `id`).
    private static func member(of path: String) -> String {
        let first = path.prefix { $0 != "." }
        return first == "_id" ? "id" : String(first)
    }

    /// The top-level members `filter` reads (``DocumentMatcher``): the fields it names; `name` and `details` for text.
    private static func fields(of filter: QueryFilter) -> Set<String> {
        switch filter {
        case .all: []
        case .equals(let field, _), .isIn(let field, _), .dateRange(let field, _, _), .hasPrefix(let field, _):
            [member(of: field)]
        case .text: ["name", "details"]
        case .and(let filters): filters.reduce(into: Set<String>()) { $0.formUnion(fields(of: $1)) }
        }
    }

    /// What one query has read of a referenced collection: its ids, and the documents by position.
    private struct ReferencedDocuments {
        let indexByID: [String: Int]
        var documents: [Int: JSONValue] = [:]
    }

    /// `document` with its references replaced; `read` keeps what this query has read of each referenced
    /// collection, by name, so a page that names one rocket ten times reads it once.
    private func populate(
        _ document: JSONValue, with populations: [Population], targets: [String: APICollection],
        read: inout [String: ReferencedDocuments]
    ) -> JSONValue {
        guard !populations.isEmpty, case .object(var members) = document else { return document }
        for population in populations {
            guard let reference = members[population.path], let target = targets[population.path],
                let source = sourcesByName[target.name]
            else { continue }
            if read[target.name] == nil { read[target.name] = ReferencedDocuments(indexByID: source.indexByID) }
            let selection = DocumentProjection(fields: population.select)
            func referenced(_ id: String) -> JSONValue? {
                guard let position = read[target.name]?.indexByID[id] else { return nil }
                if let document = read[target.name]?.documents[position] { return selection.apply(to: document) }
                let document = source.document(at: position)
                read[target.name]?.documents[position] = document
                return selection.apply(to: document)
            }
            switch reference {
            case .string(let id):
                members[population.path] = referenced(id) ?? .null
            case .array(let elements):
                members[population.path] = .array(
                    elements.compactMap { element in
                        guard case .string(let id) = element else { return element }
                        return referenced(id)
                    })
            default:
                continue
            }
        }
        return .object(members)
    }
}
