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
    private let documents: [APICollection: [JSONValue]]
    private let documentsByName: [String: [JSONValue]]
    private let indexByName: [String: [String: JSONValue]]
    private let populationTargets: [APICollection: [String: APICollection]]

    /// Creates a service over `documents` (each an object with an `id`).
    ///
    /// - Parameter populationTargets: for each queried collection, reference field → referenced collection, as
    ///   the endpoints declare them (``CollectionCatalog/populationTargets``).
    public init(
        documents: [APICollection: [JSONValue]], populationTargets: [APICollection: [String: APICollection]] = [:]
    ) {
        self.documents = documents
        var byName: [String: [JSONValue]] = [:]
        for (collection, docs) in documents.sorted(by: { $0.key.description < $1.key.description }) {
            byName[collection.name, default: []].append(contentsOf: docs)
        }
        documentsByName = byName
        indexByName = byName.mapValues { docs in
            Dictionary(
                docs.compactMap { doc in DocumentPath.id(of: doc).map { ($0, doc) } }, uniquingKeysWith: { a, _ in a })
        }
        self.populationTargets = populationTargets
    }

    /// Creates a service from JSON arrays of documents, one per collection (the bundled sample files).
    ///
    /// ``JSONValueParser`` reads them (the archive's launches in a few milliseconds); what it leaves is decoded
    /// by `JSONDecoder`, whose errors say what is wrong.
    public init(
        jsonDocuments: [APICollection: Data], populationTargets: [APICollection: [String: APICollection]] = [:]
    ) throws(RepositoryError) {
        var parsed: [APICollection: [JSONValue]] = [:]
        for (collection, data) in jsonDocuments {
            if let documents = JSONValueParser.documents(in: data) {
                parsed[collection] = documents
            } else {
                parsed[collection] = try ResponseBodyDecoder.decode([JSONValue].self, from: data, contentType: nil)
            }
        }
        self.init(documents: parsed, populationTargets: populationTargets)
    }

    public func query<Item: Decodable & Sendable>(
        _ query: CollectionQuery, as itemType: Item.Type, policy: CachePolicy
    ) async throws(RepositoryError) -> Fetched<Page<Item>> {
        let envelope = try evaluate(query)
        let page = try ResponseBodyDecoder.decodePage(of: Item.self, from: CanonicalJSONWriter.data(envelope))
        return Fetched(value: page, freshness: .sample, isFresh: true)
    }

    public func item<Item: Decodable & Sendable>(
        _ lookup: ItemLookup, as itemType: Item.Type, policy: CachePolicy
    ) async throws(RepositoryError) -> Fetched<Item> {
        switch lookup {
        case .get(let collection, let id):
            guard let document = collectionDocuments(collection).first(where: { DocumentPath.id(of: $0) == id })
            else { throw .notFound(id: id) }
            let item = try ResponseBodyDecoder.decodeItem(Item.self, from: CanonicalJSONWriter.data(document))
            return Fetched(value: item, freshness: .sample, isFresh: true)
        case .query(let query, let id):
            let page = try await self.query(query, as: Item.self, policy: policy)
            guard let first = page.value.items.first else { throw .notFound(id: id) }
            return Fetched(value: first, freshness: .sample, isFresh: true)
        }
    }

    /// The answer the API would give to `query`, as a mongoose-paginate-v2 envelope.
    public func evaluate(_ query: CollectionQuery) throws(RepositoryError) -> JSONValue {
        guard query.page >= 1 else { throw .badRequest(message: "page must be 1 or more") }
        guard query.limit >= 1 else { throw .badRequest(message: "limit must be 1 or more") }
        let matching = collectionDocuments(query.collection).filter { DocumentMatcher.matches($0, query.filter) }
        let ordered = DocumentOrdering.sorted(matching, by: query.sort)
        let total = ordered.count
        let totalPages = max(1, (total + query.limit - 1) / query.limit)
        let start = (query.page - 1) * query.limit
        let pageDocs = start < total ? Array(ordered[start..<min(total, start + query.limit)]) : []
        let targets = populationTargets[query.collection] ?? [:]
        let selection = DocumentProjection(fields: query.select)
        let docs = pageDocs.map { populate(selection.apply(to: $0), with: query.populate, targets: targets) }
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

    private func collectionDocuments(_ collection: APICollection) -> [JSONValue] {
        documents[collection] ?? documentsByName[collection.name] ?? []
    }

    private func populate(
        _ document: JSONValue, with populations: [Population], targets: [String: APICollection]
    ) -> JSONValue {
        guard !populations.isEmpty, case .object(var members) = document else { return document }
        for population in populations {
            guard let reference = members[population.path], let target = targets[population.path],
                let index = indexByName[target.name]
            else { continue }
            let selection = DocumentProjection(fields: population.select)
            switch reference {
            case .string(let id):
                members[population.path] = index[id].map(selection.apply(to:)) ?? .null
            case .array(let elements):
                members[population.path] = .array(
                    elements.compactMap { element in
                        guard case .string(let id) = element else { return element }
                        return index[id].map(selection.apply(to:))
                    })
            default:
                continue
            }
        }
        return .object(members)
    }
}
