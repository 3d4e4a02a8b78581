import Foundation
import RepositoryDefinitions

/// Reading nested domain values from an r/SpaceX document through ``SpaceXDocument``, with the same strictness as
/// the lenient-decoding kit's readers of plain values.
extension KeyedDecodingContainer {
    /// The value at `key`, or nil when it is absent, null or does not decode.
    func lenientDocument<Value: SpaceXDecodable>(_ type: Value.Type, forKey key: Key) -> Value? {
        lenient(SpaceXDocument<Value>.self, forKey: key)?.value
    }

    /// The value at `key`, or nil when it is absent or null; a value that does not decode is an error.
    func documentIfPresent<Value: SpaceXDecodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
        try decodeIfPresent(SpaceXDocument<Value>.self, forKey: key)?.value
    }

    /// The value at `key`, or `fallback` when the key is absent or null; a value that does not decode is an error.
    func document<Value: SpaceXDecodable>(
        _ type: Value.Type, forKey key: Key, default fallback: @autoclosure () -> Value
    ) throws -> Value {
        try documentIfPresent(type, forKey: key) ?? fallback()
    }

    /// The array at `key`, empty when the key is absent or null; an element that does not decode is an error.
    func documents<Value: SpaceXDecodable>(_ type: Value.Type, forKey key: Key) throws -> [Value] {
        try decode([SpaceXDocument<Value>].self, forKey: key, default: []).map(\.value)
    }

    /// The elements of the array at `key` that decode; the others are dropped.
    func lossyDocuments<Value: SpaceXDecodable>(of type: Value.Type, forKey key: Key) -> [Value] {
        lossyArray(of: SpaceXDocument<Value>.self, forKey: key).map(\.value)
    }
}
