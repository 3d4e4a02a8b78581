import Foundation

/// One entry of the API's `populate` option: replace a reference id with the referenced document's fields.
public struct Population: Sendable, Hashable {
    /// The reference field, like `rocket`.
    public let path: String
    /// The fields of the referenced document to keep; empty keeps them all.
    public let select: [String]

    /// Creates a population entry.
    public init(_ path: String, select: [String] = []) {
        self.path = path
        self.select = select
    }
}
