import DocumentQuery
import Foundation

/// Each collection's natural order, found once: ``DocumentSources`` holds documents that never change, and every
/// query (and every document of its page) asks for it.
///
/// `@unchecked Sendable`: `orders`, the one mutable field, is only read and written while `lock` is held, so
/// queries from several tasks share one answer.
final class NaturalOrderCache: @unchecked Sendable {
    private let lock = NSLock()
    private var orders: [SpaceXCollection: [Int]] = [:]

    /// The order of `collection`, made by `make` the first time.
    func order(of collection: SpaceXCollection, make: () -> [Int]) -> [Int] {
        lock.lock()
        defer { lock.unlock() }
        if let order = orders[collection] { return order }
        let order = make()
        orders[collection] = order
        return order
    }
}
