import Foundation
import RepositoryDefinitions

/// Passes every request to another service and keeps the documents it answered with, by id, as the API sent
/// them, so output that stands for the data (`--json`) prints the documents rather than re-encoding the models:
/// keys keep the API's spelling and a field the query did not fetch stays absent instead of printing as empty.
///
/// The models and the repositories are unchanged; only this layer sees documents. Meant for one short run (a
/// script command): it keeps every document it sees, the last one per id.
public final class DocumentRecordingAPIService: APIService {
    private let base: any APIService
    private let documents = Locked<[String: JSONValue]>([:])

    /// Records what `base` answers.
    public init(_ base: any APIService) {
        self.base = base
    }

    /// The last document answered with the id `id`, or nil when none was.
    public func document(id: String) -> JSONValue? {
        documents.withLock { $0[id] }
    }

    /// The documents behind `value`, an identifiable model or an array of them (what a command answered): the
    /// document of each id, in order; nil when any of them was not recorded (then the model is all there is).
    public func documents(standingFor value: any Encodable) -> JSONValue? {
        if let model = value as? any Identifiable<String> { return document(id: model.id) }
        guard let models = value as? [any Identifiable<String>] else { return nil }
        var documents: [JSONValue] = []
        for model in models {
            guard let document = document(id: model.id) else { return nil }
            documents.append(document)
        }
        return .array(documents)
    }

    public func query<Item: Decodable & Sendable>(
        _ query: CollectionQuery, as itemType: Item.Type, policy: CachePolicy
    ) async throws(RepositoryError) -> Fetched<Page<Item>> {
        let fetched = try await base.query(query, as: Documented<Item>.self, policy: policy)
        record(fetched.value.items)
        return Fetched(value: fetched.value.map(\.item), freshness: fetched.freshness, isFresh: fetched.isFresh)
    }

    public func item<Item: Decodable & Sendable>(
        _ lookup: ItemLookup, as itemType: Item.Type, policy: CachePolicy
    ) async throws(RepositoryError) -> Fetched<Item> {
        let fetched = try await base.item(lookup, as: Documented<Item>.self, policy: policy)
        record([fetched.value])
        return Fetched(value: fetched.value.item, freshness: fetched.freshness, isFresh: fetched.isFresh)
    }

    private func record<Item>(_ items: [Documented<Item>]) {
        documents.withLock { documents in
            for item in items {
                if let id = item.id { documents[id] = item.document }
            }
        }
    }
}
