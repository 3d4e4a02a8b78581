import DocumentQuery
import Foundation

/// What ``DocumentSources`` works out once and keeps, since its documents never change: each collection's natural
/// order (every query, and every document of its page, asks for it), and the documents `populate` looked up by
/// id (a page of launches names the same rocket ten times; it is read from the text once for each `select`).
///
/// `@unchecked Sendable`: `orders` and `referenced`, the mutable fields, are only read and written while `lock` is
/// held, so queries from several tasks share one answer.
final class DocumentSourcesCache: @unchecked Sendable {
    private let lock = NSLock()
    private var orders: [SpaceXCollection: [Int]] = [:]
    /// By collection: where each id is, and the documents read at each position with the fields they kept.
    private var referenced:
        [SpaceXCollection: (
            indexByID: [String: Int], documents: [Int: [(fields: Set<String>?, document: OrderedJSON)]]
        )] =
            [:]

    /// The order of `collection`, made by `make` the first time.
    func order(of collection: SpaceXCollection, make: () -> [Int]) -> [Int] {
        lock.lock()
        defer { lock.unlock() }
        if let order = orders[collection] { return order }
        let order = make()
        orders[collection] = order
        return order
    }

    /// The document of `collection` whose id is `id`, with the top-level members in `fields` (all when nil):
    /// `indexByID` finds where (asked once per collection), `read` reads it (once per document and fields).
    func document(
        withID id: String, in collection: SpaceXCollection, keeping fields: Set<String>?,
        indexByID: () -> [String: Int], read: (Int) -> OrderedJSON
    ) -> OrderedJSON? {
        lock.lock()
        defer { lock.unlock() }
        var found = referenced[collection] ?? (indexByID(), [:])
        defer { referenced[collection] = found }
        guard let position = found.indexByID[id] else { return nil }
        // A short list per document rather than a dictionary keyed by position and fields: a new Hashable key type
        // costs the static binary a search of every protocol conformance on first use, more than this whole lookup.
        if let read = found.documents[position]?.first(where: { $0.fields == fields }) { return read.document }
        let document = read(position)
        found.documents[position, default: []].append((fields, document))
        return document
    }
}
