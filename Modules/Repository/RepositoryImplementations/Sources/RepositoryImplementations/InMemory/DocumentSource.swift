import Foundation
import RepositoryDefinitions

/// The documents of one collection as ``InMemoryAPIService`` holds them: values already parsed, or the JSON text
/// they came in, read on demand (the built-in archive: a first screen needs the sort keys of every launch but the
/// whole of only the ten it shows).
///
/// Filters and sorts read ``documents(keeping:)``: whole documents, or, from text, objects with only the top-level
/// members they name, which give them the same answers. Pages read ``document(at:)``, whole.
struct DocumentSource: Sendable {
    /// A run of documents in one form.
    private enum Part: Sendable {
        case parsed([JSONValue])
        case text(Text)
    }

    /// A JSON array's text, with where each element is and its `id`.
    private struct Text: Sendable {
        let data: Data
        let ranges: [Range<Int>]
        let ids: [String?]
    }

    private var parts: [Part] = []
    /// How many documents there are.
    private(set) var count = 0

    /// An empty source.
    init() {}

    /// Adds parsed documents after the others.
    mutating func append(_ documents: [JSONValue]) {
        parts.append(.parsed(documents))
        count += documents.count
    }

    /// Adds another source's documents after these.
    mutating func append(contentsOf other: DocumentSource) {
        parts += other.parts
        count += other.count
    }

    /// Adds the documents of a JSON array's text after the others; false (nothing added) when the text is not an
    /// array whose grammar ``JSONValueParser`` checks, for the caller to decode it otherwise. With
    /// `grammarChecked` (text whose tests prove it valid) the elements are only scanned for their ends.
    mutating func appendText(_ data: Data, grammarChecked: Bool = false) -> Bool {
        let data = data.startIndex == 0 ? data : Data(Array(data))  // element ranges count from 0
        guard let elements = data.withUnsafeBytes({ JSONValueParser.elements(of: $0, checked: grammarChecked) }) else {
            return false
        }
        parts.append(.text(Text(data: data, ranges: elements.map(\.range), ids: elements.map(\.id))))
        count += elements.count
        return true
    }

    /// The whole document at `index` (0 ..< ``count``).
    func document(at index: Int) -> JSONValue {
        var index = index
        for part in parts {
            switch part {
            case .parsed(let documents):
                if index < documents.count { return documents[index] }
                index -= documents.count
            case .text(let text):
                if index < text.ranges.count { return Self.parse(text.data[text.ranges[index]]) }
                index -= text.ranges.count
            }
        }
        preconditionFailure("document \(index) past the end of \(count)")
    }

    /// Every document in order, whole when parsed; read from text, with only the top-level members in `fields`.
    func documents(keeping fields: Set<String>) -> [JSONValue] {
        let names = JSONValueParser.MemberNames(fields)
        var documents: [JSONValue] = []
        documents.reserveCapacity(count)
        for part in parts {
            switch part {
            case .parsed(let parsed): documents += parsed
            case .text(let text):
                text.data.withUnsafeBytes { bytes in
                    for range in text.ranges {
                        documents.append(
                            JSONValueParser.members(names, ofObjectAt: range, in: bytes)
                                ?? Self.parse(text.data[range]).keeping(fields))
                    }
                }
            }
        }
        return documents
    }

    /// Each `id` string and the index of the first document that has it.
    var indexByID: [String: Int] {
        var index: [String: Int] = [:]
        var position = 0
        for part in parts {
            let ids: [String?] =
                switch part {
                case .parsed(let documents): documents.map(DocumentPath.id(of:))
                case .text(let text): text.ids
                }
            for id in ids {
                if let id, index[id] == nil { index[id] = position }
                position += 1
            }
        }
        return index
    }

    /// One element's text as a value: ``JSONValueParser``, else `JSONDecoder` (which reads what the grammar check
    /// let through and the parser leaves, like a repeated key), else null.
    private static func parse(_ text: Data) -> JSONValue {
        JSONValueParser.value(of: text) ?? (try? JSONDecoder().decode(JSONValue.self, from: text)) ?? .null
    }
}

extension JSONValue {
    /// An object with only the members named in `names`; other values as they are.
    fileprivate func keeping(_ names: Set<String>) -> JSONValue {
        guard case .object(let members) = self else { return self }
        return .object(members.filter { names.contains($0.key) })
    }
}
