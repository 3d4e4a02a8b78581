import DocumentQuery
import Foundation

@testable import RepositoryImplementations

/// Targets for the two JSON parsers and the page-envelope scan that runs before a page is decoded.
enum JSONTargets {
    /// `OrderedJSONParser` (DocumentQuery): what parses must write and parse back to an equal value.
    static func orderedJSON(_ input: [UInt8]) {
        guard let value = try? OrderedJSON.parse(Data(input)) else { return }
        let written = value.serialized()
        guard let again = try? OrderedJSON.parse(written) else {
            fuzzCheck(false, "its own output does not parse: \(String(decoding: written.prefix(200), as: UTF8.self))")
            return
        }
        fuzzCheck(again == value, "parse, write, parse changed the value")
    }

    /// `JSONValueParser` (the archive's one-pass parser): what it reads, `OrderedJSONParser` reads to an equal value,
    /// and it reads its own output back; its array reading agrees with its value reading.
    static func jsonValue(_ input: [UInt8]) {
        let documents = JSONValueParser.documents(in: input)
        guard let value = JSONValueParser.value(of: input) else {
            fuzzCheck(documents == nil, "documents of text that is not a value")
            return
        }
        if case .array(let elements) = value {
            fuzzCheck(documents == elements, "documents differ from the array's elements")
        }
        let written = value.serialized()
        fuzzCheck(JSONValueParser.value(of: written) == value, "parse, write, parse changed the value")
        if let other = try? OrderedJSON.parse(Data(input)) {
            fuzzCheck(other == value, "the two JSON parsers disagree")
        }
    }

    /// `PageEnvelopeScanner` on balanced JSON (what `ResponseBodyDecoder` calls it on), with the limit taken from
    /// the first byte; a page it passes holds no more documents than the limit when it decodes.
    static func pageEnvelope(_ input: [UInt8]) {
        guard let first = input.first else { return }
        let body = Data(input.dropFirst())
        guard JSONShapeScanner.scan(body) == .container else { return }
        let limit = Int(first % 16)
        let finding = PageEnvelopeScanner.scan(body, limit: limit)
        guard finding == .fine, let page = try? OrderedJSON.parse(body), let docs = page.value(atPath: "docs"),
            let documents = docs.arrayValue
        else { return }
        fuzzCheck(documents.count <= limit, "\(documents.count) documents passed a scan limited to \(limit)")
    }
}
