import Foundation

/// One r/SpaceX API document, decoded into the domain value it describes: what the generic repositories and
/// services decode (they need `Decodable`), mapped to the domain with ``value``.
public struct SpaceXDocument<Value: SpaceXDecodable>: Decodable, Sendable {
    /// The domain value the document describes.
    public let value: Value

    /// Wraps an already-read value.
    public init(_ value: Value) {
        self.value = value
    }

    public init(from decoder: any Decoder) throws {
        value = try Value(spaceX: decoder)
    }
}

extension SpaceXDocument: Identifiable where Value: Identifiable {
    /// The domain value's id.
    public var id: Value.ID { value.id }
}

extension SpaceXDocument: Equatable where Value: Equatable {}
extension SpaceXDocument: Hashable where Value: Hashable {}
