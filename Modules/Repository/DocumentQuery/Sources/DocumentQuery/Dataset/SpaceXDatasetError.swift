import Foundation

/// Why a dataset could not be loaded.
public enum SpaceXDatasetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A fixture file could not be read.
    case unreadableFile(path: String, reason: String)
    /// A fixture file is not valid JSON.
    case invalidJSON(name: String, message: String)
    /// A collection is not a JSON array of objects that each have a string `id`.
    case notADocumentArray(name: String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .unreadableFile(let path, let reason): "cannot read \(path): \(reason)"
        case .invalidJSON(let name, let message): "\(name) is not valid JSON: \(message)"
        case .notADocumentArray(let name): "\(name) must be a JSON array of objects with a string \"id\""
        }
    }
}
