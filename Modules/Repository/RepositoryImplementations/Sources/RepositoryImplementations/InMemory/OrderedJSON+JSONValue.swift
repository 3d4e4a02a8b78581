import DocumentQuery
import RepositoryDefinitions

extension OrderedJSON {
    /// `value` as the query engine's value, object keys in byte order (a ``JSONValue`` object keeps no order).
    init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .int(number)
        case .double(let number): self = .double(number)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(OrderedJSON.init))
        case .object(let members):
            self = .object(OrderedJSONObject(members.sorted { $0.key < $1.key }.map { ($0.key, OrderedJSON($0.value)) }))
        }
    }
}

extension JSONValue {
    /// The engine's `value` as the contracts' JSON value (object keys lose their order).
    init(_ value: OrderedJSON) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .int(number)
        case .double(let number): self = .double(number)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(JSONValue.init))
        case .object(let members):
            self = .object(Dictionary(members.map { ($0.key, JSONValue($0.value)) }, uniquingKeysWith: { $1 }))
        }
    }
}
