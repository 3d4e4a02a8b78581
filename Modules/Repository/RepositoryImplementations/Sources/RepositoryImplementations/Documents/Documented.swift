import Foundation
import RepositoryDefinitions

/// A value decoded from one API document together with the document itself, as the API sent it: every key spelled
/// as on the wire (`kN`, `date_utc`) and only the fields the query fetched.
///
/// Both are read from the same decoder; the document, when ``ResponseBodyDecoder`` decodes, from the answer's body
/// parsed once (``AnswerDocuments``), since `JSONValue(from:)` is worse than quadratic on deep nesting. The document
/// keeps its keys because JSON decoders apply the key strategy only to the keys a type names, never to the keys of a
/// `[String: …]` dictionary (checked by a test). Building the document costs time, so only runs that print it
/// (`--json`, through ``DocumentRecord``) decode this.
public struct Documented<Item: Decodable & Sendable>: Decodable, Sendable {
    /// The decoded value.
    public let item: Item
    /// The document as received.
    public let document: JSONValue

    public init(from decoder: any Decoder) throws {
        item = try Item(from: decoder)
        // From the answer's body parsed once (linear), when the decoder carries it; else through the decoder.
        if let answer = decoder.userInfo[AnswerDocuments.userInfoKey] as? AnswerDocuments,
            let document = answer.document(at: decoder.codingPath)
        {
            self.document = document
        } else {
            document = try JSONValue(from: decoder)
        }
    }

    /// The document's `id`, when it has one (``DocumentRecord/id(of:)``).
    public var id: String? { DocumentRecord.id(of: document) }
}
