import Foundation

/// Why a response could not be saved. Saving is best effort: the data is still shown.
public enum CacheStoreError: Error, Sendable, Equatable {
    /// The cache directory cannot be created or written; `path` says which.
    case notWritable(path: String)
    /// The entry is larger than the whole cache may be.
    case tooLarge(bytes: Int)
    /// Another process held the cache directory's lock for longer than a writer waits (about a second), so the
    /// answer was not saved; `path` says which directory.
    case locked(path: String)

    /// One line for a warning.
    public var userMessage: String {
        switch self {
        case .notWritable(let path): "Can't write the cache at \(path); answers won't be saved for offline use."
        case .tooLarge(let bytes): "An answer of \(bytes) bytes is larger than the cache; it wasn't saved."
        case .locked(let path):
            "The cache at \(path) is locked by another process; answers won't be saved this time."
        }
    }
}
