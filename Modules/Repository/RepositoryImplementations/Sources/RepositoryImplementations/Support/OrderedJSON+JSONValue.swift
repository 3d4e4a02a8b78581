import DocumentQuery
import Foundation
import RepositoryDefinitions

extension OrderedJSON {
    /// `value` as the query engine's value, object keys in UTF-8 byte order (a ``JSONValue`` object keeps no order),
    /// so equal values write equal bytes: request bodies are cache keys, and `--json` output is stable.
    /// (JSONEncoder's `.sortedKeys` order differs between platforms for some keys.)
    init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .int(number)
        case .double(let number): self = .double(number)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(OrderedJSON.init))
        case .object(let members):
            self = .object(
                OrderedJSONObject(
                    members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map {
                        ($0.key, OrderedJSON($0.value))
                    }))
        }
    }
}

extension JSONValue {
    /// The engine's `value` as the contracts' JSON value (object keys lose their order), read back from its text
    /// as `JSONDecoder` reads the API's answers, so numbers come out as they would from the wire.
    init(_ value: OrderedJSON) {
        self = (try? JSONDecoder().decode(JSONValue.self, from: value.serialized())) ?? .null
    }
}
