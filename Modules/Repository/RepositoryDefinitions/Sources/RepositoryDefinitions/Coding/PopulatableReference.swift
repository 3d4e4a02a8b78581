import Foundation

/// A reference to another document that the API sends as a plain id string, or as an object holding that id and
/// more when the query populated it (`populate`): a launch's rocket and pad, a launchpad's rockets.
///
/// Conformers get both shapes decoded and encoded back to the shape they came from (a plain id string when
/// nothing but the id is known), and say only how to read and write the populated object's other fields.
public protocol PopulatableReference: Codable, Identifiable where ID == String {
    /// A reference that knows only the id.
    init(id: String)
    /// Decodes the populated object; its `id` is required.
    init(populatedFrom decoder: any Decoder) throws
    /// Whether the reference carries more than the id, so it encodes as the object.
    var isPopulated: Bool { get }
    /// Encodes the populated object, `id` included.
    func encodePopulated(to encoder: any Encoder) throws
}

extension PopulatableReference {
    /// Decodes a plain id string, or else the populated object.
    public init(from decoder: any Decoder) throws {
        if let id = try? decoder.singleValueContainer().decode(String.self) {
            self.init(id: id)
        } else {
            try self.init(populatedFrom: decoder)
        }
    }

    /// Encodes a plain id string when nothing else is known, else the populated object.
    public func encode(to encoder: any Encoder) throws {
        if isPopulated {
            try encodePopulated(to: encoder)
        } else {
            var single = encoder.singleValueContainer()
            try single.encode(id)
        }
    }
}
