import DocumentQuery
import Foundation
import RepositoryDefinitions

/// An ``APIService`` over JSON documents held in memory: the app's built-in offline copy of the API's data, and tests.
///
/// It answers each ``CollectionQuery`` with the one query engine (`DocumentQuery.QueryEngine`, which the fake API
/// server answers the end-to-end tests with too), sent the very body the live client would send
/// (``QueryBodyEncoder``): filter, sort, page and limit with mongoose-paginate-v2's numbers, `select`, and
/// `populate` as the API's schema declares its references (an unknown id becomes null, as in mongoose). Every
/// answer is marked ``Freshness/builtInArchive``, never live. Collections are matched by name (`launches` of v4 and v5 are
/// one collection); one the service does not hold answers as an empty collection.
public struct InMemoryAPIService: APIService {
    private let store: DocumentSources

    /// Creates a service over `documents` (each an object with an `id`).
    public init(documents: [APICollection: [JSONValue]]) {
        self.init(
            sources: documents.mapValues { documents in
                var source = DocumentSource()
                source.append(documents.map(OrderedJSON.init))
                return source
            })
    }

    /// Creates a service from JSON arrays of documents, one per collection (the built-in archive's files).
    ///
    /// The text is kept and read on demand (``DocumentSource``): a query reads the members its filter and sort
    /// name from every document, and of the documents of its page (and those it populates) the members its
    /// `select` keeps, so the built-in archive's first screen costs a fraction of parsing it. Its grammar is checked here; text ``JSONValueParser`` does not
    /// read is decoded by `JSONDecoder`, whose errors say what is wrong.
    public init(jsonDocuments: [APICollection: Data]) throws(RepositoryError) {
        try self.init(jsonDocuments: jsonDocuments, grammarChecked: false)
    }

    /// Creates a service from JSON arrays whose grammar the caller's tests prove valid (the built-in archive's,
    /// which every test run parses): as ``init(jsonDocuments:)`` without checking the grammar again on every run;
    /// a document that would not parse reads as null.
    public init(checkedJSONDocuments: [APICollection: Data]) throws(RepositoryError) {
        try self.init(jsonDocuments: checkedJSONDocuments, grammarChecked: true)
    }

    private init(jsonDocuments: [APICollection: Data], grammarChecked: Bool) throws(RepositoryError) {
        var sources: [APICollection: DocumentSource] = [:]
        for (collection, data) in jsonDocuments {
            var source = DocumentSource()
            if !source.appendText(data, grammarChecked: grammarChecked) {
                let documents = try ResponseBodyDecoder.decode([JSONValue].self, from: data, contentType: nil)
                source.append(documents.map(OrderedJSON.init))
            }
            sources[collection] = source
        }
        self.init(sources: sources)
    }

    private init(sources: [APICollection: DocumentSource]) {
        var byName: [SpaceXCollection: DocumentSource] = [:]
        for (collection, source) in sources.sorted(by: { $0.key.description < $1.key.description }) {
            guard let name = SpaceXCollection(rawValue: collection.name) else { continue }
            byName[name, default: DocumentSource()].append(contentsOf: source)
        }
        store = DocumentSources(sources: byName)
    }

    public func query<Item: Decodable & Sendable>(
        _ query: CollectionQuery, as itemType: Item.Type, policy: CachePolicy
    ) async throws(RepositoryError) -> Fetched<Page<Item>> {
        let envelope = try answer(query)
        let page = try ResponseBodyDecoder.decodePage(of: Item.self, from: envelope.serialized())
        return Fetched(value: page, freshness: .builtInArchive, isFresh: true)
    }

    public func item<Item: Decodable & Sendable>(
        _ lookup: ItemLookup, as itemType: Item.Type, policy: CachePolicy
    ) async throws(RepositoryError) -> Fetched<Item> {
        switch lookup {
        case .get(let collection, let id):
            guard let name = SpaceXCollection(rawValue: collection.name),
                let document = store.document(withID: id, in: name)
            else { throw .notFound(id: id) }
            let item = try ResponseBodyDecoder.decodeItem(Item.self, from: document.serialized())
            return Fetched(value: item, freshness: .builtInArchive, isFresh: true)
        case .query(let query, let id):
            let page = try await self.query(query, as: Item.self, policy: policy)
            guard let first = page.value.items.first else { throw .notFound(id: id) }
            return Fetched(value: first, freshness: .builtInArchive, isFresh: true)
        }
    }

    /// The answer the API would give to `query`, as a mongoose-paginate-v2 envelope.
    func evaluate(_ query: CollectionQuery) throws(RepositoryError) -> JSONValue {
        JSONValue(try answer(query))
    }

    /// The engine's answer to the body the live client would send for `query`.
    private func answer(_ query: CollectionQuery) throws(RepositoryError) -> OrderedJSON {
        guard query.page >= 1 else { throw .badRequest(message: "page must be 1 or more") }
        guard query.limit >= 1 else { throw .badRequest(message: "limit must be 1 or more") }
        let body = OrderedJSON(QueryBodyEncoder.jsonValue(for: query))
        do {
            guard let collection = SpaceXCollection(rawValue: query.collection.name) else {
                // A collection nobody holds here (ships, payloads…): as an empty one without references.
                return try QueryEngine.run(body: body, collection: .rockets, store: DocumentSources(sources: [:]))
            }
            return try QueryEngine.run(body: body, collection: collection, store: store)
        } catch {
            throw .badRequest(message: error.message)
        }
    }
}
