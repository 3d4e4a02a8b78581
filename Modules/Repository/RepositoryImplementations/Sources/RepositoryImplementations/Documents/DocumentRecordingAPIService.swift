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
    /// The documents answered so far.
    public let record: DocumentRecord

    /// Records what `base` answers into `record`.
    public init(_ base: any APIService, record: DocumentRecord = DocumentRecord()) {
        self.base = base
        self.record = record
    }

    /// The last document answered with the id `id`, or nil when none was.
    public func document(id: String) -> JSONValue? {
        record.document(id: id)
    }

    /// The documents behind `value` (see ``DocumentRecord/documents(standingFor:)``).
    public func documents(standingFor value: Any) -> JSONValue? {
        record.documents(standingFor: value)
    }

    public func query<Item: Decodable & Sendable>(
        _ query: CollectionQuery, as itemType: Item.Type, policy: CachePolicy
    ) async throws(RepositoryError) -> Fetched<Page<Item>> {
        let fetched = try await base.query(query, as: Documented<Item>.self, policy: policy)
        record.record(fetched.value.items)
        return Fetched(value: fetched.value.map(\.item), freshness: fetched.freshness, isFresh: fetched.isFresh)
    }

    public func item<Item: Decodable & Sendable>(
        _ lookup: ItemLookup, as itemType: Item.Type, policy: CachePolicy
    ) async throws(RepositoryError) -> Fetched<Item> {
        let fetched = try await base.item(lookup, as: Documented<Item>.self, policy: policy)
        record.record([fetched.value])
        return Fetched(value: fetched.value.item, freshness: fetched.freshness, isFresh: fetched.isFresh)
    }
}
