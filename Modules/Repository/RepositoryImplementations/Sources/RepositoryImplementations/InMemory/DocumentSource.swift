import DocumentQuery
import Foundation
import RepositoryDefinitions

/// The documents of one collection as ``InMemoryAPIService`` holds them for the query engine: values already parsed, or the JSON text
/// they came in, read on demand (the built-in archive: a first screen needs the sort keys of every launch but the
/// whole of only the ten it shows).
///
/// Filters and sorts read ``documents(keeping:)``: whole documents, or, from text, objects with only the top-level
/// members they name (and `id`), which give them the same answers. Pages read ``document(at:keeping:)``, with the
/// members their `select` keeps.
struct DocumentSource: Sendable {
    /// A run of documents in one form.
    private enum Part: Sendable {
        case parsed([OrderedJSON])
        case text(ArrayText)
    }

    private var parts: [Part] = []

    /// An empty source.
    init() {}

    /// Adds parsed documents after the others.
    mutating func append(_ documents: [OrderedJSON]) {
        parts.append(.parsed(documents))
    }

    /// Adds another source's documents after these.
    mutating func append(contentsOf other: DocumentSource) {
        parts += other.parts
    }

    /// Adds the documents of a JSON array's text after the others; false (nothing added) when the text is not an
    /// array whose grammar ``JSONValueParser`` checks, for the caller to decode it otherwise. With
    /// `grammarChecked` (text whose tests prove it valid) nothing is read until a query asks, and then the
    /// elements are only scanned for their ends, in the same pass that reads what the query needs.
    mutating func appendText(_ data: Data, grammarChecked: Bool = false) -> Bool {
        let data = data.startIndex == 0 ? data : Data(Array(data))  // element ranges count from 0
        if grammarChecked {
            parts.append(.text(ArrayText(data: data)))
            return true
        }
        guard let elements = data.withUnsafeBytes({ JSONValueParser.elements(of: $0) }) else { return false }
        parts.append(.text(ArrayText(data: data, elements: elements)))
        return true
    }

    /// The document at `index` (from 0, in the order of ``documents(keeping:)``): whole when parsed or when
    /// `fields` is nil; read from text, with only the top-level members in `fields` and `id`.
    func document(at index: Int, keeping fields: Set<String>?) -> OrderedJSON {
        var index = index
        for part in parts {
            switch part {
            case .parsed(let documents):
                if index < documents.count { return documents[index] }
                index -= documents.count
            case .text(let text):
                let ranges = text.elements.ranges
                guard index < ranges.count else {
                    index -= ranges.count
                    continue
                }
                guard let fields else { return Self.parse(text.data[ranges[index]]) }
                return text.element(at: index, keeping: JSONValueParser.MemberNames(fields.union(["id"])))
            }
        }
        preconditionFailure("document \(index) past the end")
    }

    /// Every document in order, whole when parsed; read from text, with only the top-level members in `fields`
    /// and `id`.
    func documents(keeping fields: Set<String>) -> [OrderedJSON] {
        let names = JSONValueParser.MemberNames(fields.union(["id"]))
        var documents: [OrderedJSON] = []
        for part in parts {
            switch part {
            case .parsed(let parsed): documents += parsed
            case .text(let text): documents += text.members(names)
            }
        }
        return documents
    }

    /// Each document's `id` string (nil for none), in order.
    var ids: [String?] {
        parts.flatMap { part -> [String?] in
            switch part {
            case .parsed(let documents): documents.map { $0["id"]?.stringValue }
            case .text(let text): text.elements.ids
            }
        }
    }

    /// Each `id` string and the index of the first document that has it.
    var indexByID: [String: Int] {
        var index: [String: Int] = [:]
        for (position, id) in ids.enumerated() {
            if let id, index[id] == nil { index[id] = position }
        }
        return index
    }

    /// One element's text as a value: ``JSONValueParser``, else `JSONDecoder` (which reads what the grammar check
    /// let through and the parser leaves, like a repeated key), else null.
    static func parse(_ text: Data) -> OrderedJSON {
        JSONValueParser.value(of: text) ?? (try? JSONDecoder().decode(JSONValue.self, from: text)).map(OrderedJSON.init)
            ?? .null
    }
}
