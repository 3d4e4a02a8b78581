import Foundation
import RepositoryDefinitions

/// Reads fields of JSON documents by MongoDB-style dotted paths (`links.patch.small`).
enum DocumentPath {
    /// The value at `path` in `document`, or nil when a step is missing or not an object.
    ///
    /// `_id` reads the document's `id`, since the API's documents carry their id under that name.
    static func value(at path: String, in document: JSONValue) -> JSONValue? {
        var current = document
        for step in path.split(separator: ".", omittingEmptySubsequences: false) {
            guard case .object(let members) = current else { return nil }
            let name = step == "_id" ? "id" : String(step)
            guard let next = members[name] else { return nil }
            current = next
        }
        return current
    }

    /// The document's `id` string, if it has one.
    static func id(of document: JSONValue) -> String? {
        if case .string(let id)? = value(at: "id", in: document) { id } else { nil }
    }
}
