import Foundation

/// Checks a cache directory the user named explicitly, so a typo or a read-only path is a clear usage error
/// instead of silently losing every answer.
enum CacheDirectoryCheck {
    /// A problem with `path`, or nil when it is (or can be made) a writable directory; `source` names where the
    /// path came from (`--cache-dir` or `SPACEX_CACHE_DIR`). The path is given whole: the console makes it inert.
    static func problem(with path: String, source: String = "--cache-dir") -> String? {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
            return "\(source) \(path) is a file, not a directory"
        }
        do {
            try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
            let probe = URL(fileURLWithPath: path).appendingPathComponent(".write-check-\(getpid())")
            try Data().write(to: probe)
            try manager.removeItem(at: probe)
            return nil
        } catch {
            return "\(source) \(path) is not a writable directory"
        }
    }
}
