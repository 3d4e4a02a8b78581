import DocumentQuery
import Foundation
import RepositoryDefinitions

/// One answer's body parsed once, in one linear pass, for every ``Documented`` value decoded from it: each takes
/// its document from here by its coding path instead of decoding it again through the `Decoder`.
///
/// `JSONValue(from:)` through `JSONDecoder` finds a value's kind by trying each in turn, and every miss throws an
/// error carrying the whole coding path: on documents nested hundreds deep that is worse than quadratic (issue 27:
/// a 300 KB page of arrays nested 500 deep ran past a minute). Parsing the body here is linear in its size.
final class AnswerDocuments: Sendable {
    /// Where `ResponseBodyDecoder` puts the body's documents in a decoder's `userInfo`.
    static let userInfoKey = CodingUserInfoKey(rawValue: "RepositoryImplementations.AnswerDocuments")!

    private let body: Data
    /// The parsed body (nil inside when this parser leaves it to `JSONDecoder`), once asked for.
    private let parsed = Locked<OrderedJSON??>(nil)
    /// How many documents were served from the parsed body: the work a test can bound.
    private let servedCount = Locked(0)

    /// The documents of `body`, parsed on the first request.
    init(_ body: Data) {
        self.body = body
    }

    /// How many documents ``document(at:)`` has answered.
    var served: Int { servedCount.withLock { $0 } }

    /// The value at `path` (object members by name, array elements by index), or nil when the body does not parse
    /// here or has nothing there; then the caller decodes the document as before.
    func document(at path: [any CodingKey]) -> JSONValue? {
        let root = parsed.withLock { parsed -> OrderedJSON? in
            if let done = parsed { return done }
            let value = JSONValueParser.value(of: body, firstKeyWins: true)
            parsed = .some(value)
            return value
        }
        guard var current = root else { return nil }
        for key in path {
            switch current {
            case .array(let elements):
                guard let index = key.intValue, elements.indices.contains(index) else { return nil }
                current = elements[index]
            case .object(let members):
                guard
                    let member = members[key.stringValue]
                        ?? members[ResponseBodyDecoder.snakeCase(key.stringValue)]
                else { return nil }
                current = member
            default:
                return nil
            }
        }
        servedCount.withLock { $0 += 1 }
        return JSONValue.converting(current)
    }
}

extension JSONValue {
    /// `value` as the contracts' JSON value, converted directly (linear in its size): numbers as the parser read
    /// them, which is as `JSONDecoder` reads them (see ``JSONValueParser``).
    static func converting(_ value: OrderedJSON) -> JSONValue {
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .int(number)
        case .double(let number): return .double(number)
        case .string(let text): return .string(text)
        case .array(let elements): return .array(elements.map(converting))
        case .object(let members):
            var dictionary: [String: JSONValue] = [:]
            dictionary.reserveCapacity(members.count)
            for member in members { dictionary[member.key] = converting(member.value) }
            return .object(dictionary)
        }
    }
}
