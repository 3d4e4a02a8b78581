import Foundation

/// Checks a cache directory the user named explicitly, so a typo or a read-only path is a clear usage error
/// instead of silently losing every answer.
enum CacheDirectoryCheck {
    /// A one-line problem with `path`, or nil when it is (or can be made) a writable directory.
    static func problem(with path: String) -> String? {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
            return "--cache-dir \(CommandLineParser.quoted(path)) is a file, not a directory"
        }
        do {
            try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
            let probe = URL(fileURLWithPath: path).appendingPathComponent(".write-check-\(getpid())")
            try Data().write(to: probe)
            try manager.removeItem(at: probe)
            return nil
        } catch {
            return "--cache-dir \(CommandLineParser.quoted(path)) is not a writable directory"
        }
    }
}
