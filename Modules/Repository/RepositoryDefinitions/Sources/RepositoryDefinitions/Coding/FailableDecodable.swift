import Foundation

/// Wraps one array element whose decoding may fail, so the rest of the array still decodes.
struct FailableDecodable<Value: Decodable>: Decodable {
    /// The decoded element, or nil when it could not be decoded.
    let value: Value?

    init(from decoder: any Decoder) throws {
        value = try? decoder.singleValueContainer().decode(Value.self)
    }
}
