import Foundation
import RepositoryDefinitions

/// A counting spy for ``APIService``: records every call in order and answers with canned responses.
///
/// Responses are type-erased because the service is generic: stub `Fetched<Page<Item>>` for queries and
/// `Fetched<Item>` for items. A `handler`, when set, answers instead of the FIFO.
public final class APIServiceSpy: APIService, Sendable {
    /// One recorded `query` call.
    public struct QueryCall: Sendable, Hashable {
        public let query: CollectionQuery
        public let itemType: String
        public let policy: CachePolicy
    }

    /// One recorded `item` call.
    public struct ItemCall: Sendable, Hashable {
        public let lookup: ItemLookup
        public let itemType: String
        public let policy: CachePolicy
    }

    /// A canned answer: a `Fetched` value or an error.
    public typealias Response = Result<any Sendable, RepositoryError>

    private struct Storage {
        var queryCalls: [QueryCall] = []
        var itemCalls: [ItemCall] = []
        var queryResponses = StubbedResponses<Response>()
        var itemResponses = StubbedResponses<Response>()
        var queryHandler: (@Sendable (CollectionQuery, CachePolicy) -> Response)?
        var itemHandler: (@Sendable (ItemLookup, CachePolicy) -> Response)?
    }

    private let storage = Locked(Storage())
    /// Holds calls (after they are recorded) until the test releases them.
    public let gate = CallGate()

    /// Creates a spy with no responses.
    public init() {}

    /// Every `query` call, in order.
    public var queryCalls: [QueryCall] { storage.withLock { $0.queryCalls } }
    /// How many times `query` was called.
    public var queryCallCount: Int { storage.withLock { $0.queryCalls.count } }
    /// Every `item` call, in order.
    public var itemCalls: [ItemCall] { storage.withLock { $0.itemCalls } }
    /// How many times `item` was called.
    public var itemCallCount: Int { storage.withLock { $0.itemCalls.count } }

    /// The FIFO of answers to `query`.
    public var queryResponses: StubbedResponses<Response> {
        get { storage.withLock { $0.queryResponses } }
        set { storage.withLock { $0.queryResponses = newValue } }
    }

    /// The FIFO of answers to `item`.
    public var itemResponses: StubbedResponses<Response> {
        get { storage.withLock { $0.itemResponses } }
        set { storage.withLock { $0.itemResponses = newValue } }
    }

    /// Answers `query` calls instead of the FIFO when set.
    public var queryHandler: (@Sendable (CollectionQuery, CachePolicy) -> Response)? {
        get { storage.withLock { $0.queryHandler } }
        set { storage.withLock { $0.queryHandler = newValue } }
    }

    /// Answers `item` calls instead of the FIFO when set.
    public var itemHandler: (@Sendable (ItemLookup, CachePolicy) -> Response)? {
        get { storage.withLock { $0.itemHandler } }
        set { storage.withLock { $0.itemHandler = newValue } }
    }

    /// Appends a query answer.
    public func stubQuery<Item: Sendable>(_ result: Result<Fetched<Page<Item>>, RepositoryError>) {
        storage.withLock { $0.queryResponses.append(result.map { $0 as any Sendable }) }
    }

    /// Appends an item answer.
    public func stubItem<Item: Sendable>(_ result: Result<Fetched<Item>, RepositoryError>) {
        storage.withLock { $0.itemResponses.append(result.map { $0 as any Sendable }) }
    }

    public func query<Item: Decodable & Sendable>(
        _ query: CollectionQuery, as itemType: Item.Type, policy: CachePolicy
    ) async throws(RepositoryError) -> Fetched<Page<Item>> {
        let method = "APIServiceSpy.query(_:as:policy:)"
        let response = storage.withLock { storage -> Response in
            storage.queryCalls.append(QueryCall(query: query, itemType: "\(Item.self)", policy: policy))
            return storage.queryHandler?(query, policy) ?? storage.queryResponses.next(for: method)
        }
        await gate.pass()
        return try Self.unwrap(response, as: Fetched<Page<Item>>.self, method: method)
    }

    public func item<Item: Decodable & Sendable>(
        _ lookup: ItemLookup, as itemType: Item.Type, policy: CachePolicy
    ) async throws(RepositoryError) -> Fetched<Item> {
        let method = "APIServiceSpy.item(_:as:policy:)"
        let response = storage.withLock { storage -> Response in
            storage.itemCalls.append(ItemCall(lookup: lookup, itemType: "\(Item.self)", policy: policy))
            return storage.itemHandler?(lookup, policy) ?? storage.itemResponses.next(for: method)
        }
        await gate.pass()
        return try Self.unwrap(response, as: Fetched<Item>.self, method: method)
    }

    private static func unwrap<Value>(_ response: Response, as type: Value.Type, method: String)
        throws(RepositoryError) -> Value
    {
        switch response {
        case .failure(let error):
            throw error
        case .success(let value):
            guard let typed = value as? Value else {
                fatalError("\(method) has a stubbed \(Swift.type(of: value)) but the caller expects \(Value.self).")
            }
            return typed
        }
    }
}
