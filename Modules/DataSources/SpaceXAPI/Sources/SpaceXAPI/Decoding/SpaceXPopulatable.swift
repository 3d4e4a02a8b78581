import Foundation

/// A reference to another document that the r/SpaceX API sends as a plain id string, or as an object holding that
/// id and more when the query populated it (`populate`): a launch's rocket and pad, a launchpad's rockets.
///
/// Conformers say only how to read the populated object; a plain id string is read here.
public protocol SpaceXPopulatable: SpaceXDecodable {
    /// A reference that knows only the id.
    init(id: String)
    /// Reads the populated object; its `id` is required.
    init(populatedSpaceX decoder: any Decoder) throws
}

extension SpaceXPopulatable {
    /// Reads a plain id string, or else the populated object.
    public init(spaceX decoder: any Decoder) throws {
        if let id = try? decoder.singleValueContainer().decode(String.self) {
            self.init(id: id)
        } else {
            try self.init(populatedSpaceX: decoder)
        }
    }
}
