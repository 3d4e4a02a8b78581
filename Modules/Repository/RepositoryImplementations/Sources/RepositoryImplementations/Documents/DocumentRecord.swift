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
        record(documents: items.map(\.document))
    }

    /// Keeps each of `documents` that has an id (``id(of:)``) as it is, replacing an earlier one: also the
    /// documents an answer holds inside its own, like the pad inside each Launch Library launch.
    public func record(documents received: [JSONValue]) {
        documents.withLock { documents in
            for document in received {
                if let id = Self.id(of: document) { documents[id] = document }
            }
        }
    }

    /// A document's `id`, when it has one: a string (the r/SpaceX API, Launch Library's launches) or a whole
    /// number as its text (Launch Library's vehicle configurations and pads, `164` → `"164"`).
    public static func id(of document: JSONValue) -> String? {
        guard case .object(let members) = document else { return nil }
        switch members["id"] {
        case .string(let id)?: return id
        case .int(let number)?: return String(number)
        default: return nil
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

extension DocumentRecord? {
    /// What `--json` prints for `model`: the source's documents kept for it as received (the domain has no JSON
    /// of its own), else `model` itself when it is `Encodable`; indented for people.
    public func printedJSON(standingFor model: Any) throws -> Data {
        if let document = self?.documents(standingFor: model) { return try SpaceXJSON.prettyPrinted(document) }
        guard let encodable = model as? any Encodable else {
            throw EncodingError.invalidValue(
                model, .init(codingPath: [], debugDescription: "the source's documents were not recorded"))
        }
        return try SpaceXJSON.prettyPrinted(encodable)
    }
}
