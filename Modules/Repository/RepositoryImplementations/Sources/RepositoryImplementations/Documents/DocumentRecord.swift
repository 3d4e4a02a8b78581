import Foundation
import RepositoryDefinitions

/// The documents a source answered with during one run, by id, as the source sent them: what output that stands
/// for the data (`--json`) prints instead of re-encoding the models, whichever source answered (the r/SpaceX API
/// through ``DocumentRecordingAPIService``, Launch Library through its client). Keeps the last document per id.
public final class DocumentRecord: Sendable {
    private let documents = Locked<[String: JSONValue]>([:])

    /// An empty record.
    public init() {}

    /// Keeps each document that has an id (a string, or a number as its text), replacing an earlier one.
    public func record<Item>(_ items: [Documented<Item>]) {
        documents.withLock { documents in
            for item in items {
                if let id = item.id { documents[id] = item.document }
            }
        }
    }

    /// The last document answered with the id `id`, or nil when none was.
    public func document(id: String) -> JSONValue? {
        documents.withLock { $0[id] }
    }

    /// The documents behind `value`, an identifiable model or an array of them (what a command answered): the
    /// document of each id, in order; nil when any of them was not recorded (then the model is all there is).
    public func documents(standingFor value: Any) -> JSONValue? {
        if let model = value as? any Identifiable<String> { return document(id: model.id) }
        guard let models = value as? [any Identifiable<String>] else { return nil }
        var documents: [JSONValue] = []
        for model in models {
            guard let document = document(id: model.id) else { return nil }
            documents.append(document)
        }
        return .array(documents)
    }
}
