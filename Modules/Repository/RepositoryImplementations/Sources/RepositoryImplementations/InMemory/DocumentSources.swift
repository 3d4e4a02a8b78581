import DocumentQuery
import Foundation

/// The collections ``InMemoryAPIService`` holds, as the query engine reads them (``DocumentStore``): each a
/// ``DocumentSource``, whose text is read only as far as a query needs.
///
/// Natural order (what a query without `sort`, and ties of a sort, answer in) is ascending `id`, as on the API:
/// its ids are MongoDB ObjectIds, which grow with insertion time, and its recorded answers come in that order
/// (the archive's files list launches by flight number instead). Documents without an id string come last, in
/// the order given.
struct DocumentSources: DocumentStore {
    /// The sources by collection.
    let sources: [SpaceXCollection: DocumentSource]
    private let cache = DocumentSourcesCache()

    /// A store over `sources`.
    init(sources: [SpaceXCollection: DocumentSource]) {
        self.sources = sources
    }

    func documents(in collection: SpaceXCollection, reading fields: Set<String>) -> [OrderedJSON] {
        guard let source = sources[collection] else { return [] }
        let documents = source.documents(keeping: fields)
        return naturalOrder(of: collection, source).map { documents[$0] }
    }

    func document(at position: Int, in collection: SpaceXCollection, reading fields: Set<String>?) -> OrderedJSON {
        guard let source = sources[collection] else { return .null }
        return source.document(at: naturalOrder(of: collection, source)[position], keeping: fields)
    }

    func document(withID id: String, in collection: SpaceXCollection, reading fields: Set<String>?) -> OrderedJSON? {
        guard let source = sources[collection] else { return nil }
        return cache.document(withID: id, in: collection, keeping: fields, indexByID: { source.indexByID }) {
            source.document(at: $0, keeping: fields)
        }
    }

    private func naturalOrder(of collection: SpaceXCollection, _ source: DocumentSource) -> [Int] {
        cache.order(of: collection) { Self.naturalOrder(of: source) }
    }

    /// The source's positions in ascending id order, documents without an id last (the sort is stable).
    private static func naturalOrder(of source: DocumentSource) -> [Int] {
        let ids = source.ids
        return ids.indices.sorted { left, right in
            switch (ids[left], ids[right]) {
            case (let a?, let b?):
                switch UTF8Ordering.compare(a, b) {
                case 0: left < right
                case let order: order < 0
                }
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): left < right
            }
        }
    }
}
