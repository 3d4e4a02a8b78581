import Foundation
import SpaceXAPI

/// The tests read domain values from the API's JSON as the app does: each through ``SpaceXDocument``.
extension JSONDecoder {
    /// One document as its domain value.
    func decode<Value: SpaceXDecodable>(_ type: Value.Type, from data: Data) throws -> Value {
        try decode(SpaceXDocument<Value>.self, from: data).value
    }

    /// An array of documents as their domain values.
    func decode<Value: SpaceXDecodable>(_ type: [Value].Type, from data: Data) throws -> [Value] {
        try decode([SpaceXDocument<Value>].self, from: data).map(\.value)
    }
}
