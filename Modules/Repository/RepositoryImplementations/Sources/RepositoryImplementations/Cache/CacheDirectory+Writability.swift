import Foundation

extension CacheDirectory {
    /// What is wrong with a cache directory the user named, or nil when it is (or could be made) a writable
    /// directory: a typo or a read-only path is then a clear usage error instead of every answer silently lost.
    /// `source` names where the path came from (`--cache-dir`, `SPACEX_CACHE_DIR`); the path is given whole, for
    /// the caller to show inert. With `readingOnly` (an `--offline` run, which saves nothing) a read-only or missing
    /// directory is fine: only a file in its place is refused, and nothing is made.
    public static func problem(with path: String, source: String, readingOnly: Bool = false) -> String? {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
            return "\(source) \(path) is a file, not a directory"
        }
        if readingOnly { return nil }
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
