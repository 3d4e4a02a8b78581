import DocumentQuery
import Foundation

/// What ``DocumentSources`` works out once and keeps, since its documents never change: each collection's natural
/// order (every query, and every document of its page, asks for it), and the documents `populate` looked up by
/// id (a page of launches names the same rocket ten times; it is read from the text once).
///
/// `@unchecked Sendable`: `orders` and `referenced`, the mutable fields, are only read and written while `lock` is
/// held, so queries from several tasks share one answer.
final class DocumentSourcesCache: @unchecked Sendable {
    private let lock = NSLock()
    private var orders: [SpaceXCollection: [Int]] = [:]
    private var referenced: [SpaceXCollection: (indexByID: [String: Int], documents: [Int: OrderedJSON])] = [:]

    /// The order of `collection`, made by `make` the first time.
    func order(of collection: SpaceXCollection, make: () -> [Int]) -> [Int] {
        lock.lock()
        defer { lock.unlock() }
        if let order = orders[collection] { return order }
        let order = make()
        orders[collection] = order
        return order
    }

    /// The document of `collection` whose id is `id`: `indexByID` finds where (asked once per collection), `read`
    /// reads it (once per document).
    func document(
        withID id: String, in collection: SpaceXCollection, indexByID: () -> [String: Int],
        read: (Int) -> OrderedJSON
    ) -> OrderedJSON? {
        lock.lock()
        defer { lock.unlock() }
        var found = referenced[collection] ?? (indexByID(), [:])
        defer { referenced[collection] = found }
        guard let position = found.indexByID[id] else { return nil }
        if let document = found.documents[position] { return document }
        let document = read(position)
        found.documents[position] = document
        return document
    }
}
